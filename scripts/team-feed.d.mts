export type FeedRules = {
  doc: string;
  attachment: string;
  type: string;
  maxBytes: number;
  poolSize: number;
  poolDoc: string;
};
export function readFeedRules(source?: string): FeedRules;
export function validateFeedUpdate(options: { staff: string[]; rules?: FeedRules }): string;
export function provisionFeeds(options: {
  call: (
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; json: unknown }>;
  db: string;
  staff: string[];
  rules?: FeedRules;
}): Promise<string[]>;
