export const CHROMIUM_PACKAGE: string;
export const CHROMIUM_PATH: string;
export const BENCH_CHROMIUM_PACKAGE: string;
export const BENCH_CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
