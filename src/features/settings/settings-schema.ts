import { z } from "zod";
import { domainIssues } from "../../ui/record-form";
import { canConnect, LOCAL_HTTP_ONLY } from "../../domain/data/connect-address";
import { sharingFormIssues } from "../../domain/data/sharing-form";
import type { PlayerId } from "../../domain/base/ids";
import { playerAccountsFormIssues } from "../../domain/replies/coach";
import type { SyncForm } from "../../domain/data/sharing-form";
import { isHttpUrl, parseHttpUrl } from "../../domain/base/url";
import {
  teamSettingsFormDetails,
  teamSettingsFormIssues,
} from "../../domain/records/team-settings-form";
import type { TeamSettingsFormValues } from "../../domain/records/team-settings-form";

/** The AI connection form: a base URL that is http(s), any key (local servers need none), a model. */
export const settingsSchema = z.object({
  baseUrl: z
    .string()
    .trim()
    .min(1, "Indica la URL base del servicio.")
    .refine(isHttpUrl, "Debe ser una URL que empiece por http:// o https://.")
    // Only what the app's CSP lets it reach: anything else would fail later, blaming the server.
    .refine((text) => {
      const url = parseHttpUrl(text);
      return !url || canConnect(url);
    }, LOCAL_HTTP_ONLY),
  apiKey: z.string().trim(),
  model: z.string().trim().min(1, "Indica el modelo."),
});

export type SettingsValues = z.input<typeof settingsSchema>;
export type SettingsDetails = z.output<typeof settingsSchema>;

/** Common OpenAI-compatible services: filling the base URL is the part people get wrong. */
export const presets = [
  { label: "OpenAI", baseUrl: "https://api.openai.com/v1" },
  { label: "OpenRouter", baseUrl: "https://openrouter.ai/api/v1" },
  { label: "Ollama (local)", baseUrl: "http://localhost:11434/v1" },
  { label: "LM Studio (local)", baseUrl: "http://localhost:1234/v1" },
] as const;

/** The team: every rule from the domain's teamSettingsFormIssues. */
export const teamSettingsSchema = z
  .object({
    name: z.string(),
    crest: z.string(),
    seasonStartMonth: z.string(),
    yellowCardLimit: z.string(),
  })
  .superRefine(domainIssues<TeamSettingsFormValues>(teamSettingsFormIssues))
  .transform(teamSettingsFormDetails);

/** Sharing: every rule from the domain's sharingFormIssues; `passwordKept` when this device may
 * go without the password. */
export const sharingSchema = (passwordKept: (values: SyncForm) => boolean) =>
  z
    .object({ server: z.string(), database: z.string(), user: z.string(), password: z.string() })
    .superRefine(domainIssues<SyncForm>((v) => sharingFormIssues(v, passwordKept(v))));

/** Players' accounts: a row per player, every rule from the domain's playerAccountsFormIssues. */
export const playerAccountsSchema = (nameOf: (id: PlayerId) => string | undefined) =>
  z
    .object({ accounts: z.array(z.object({ playerId: z.string(), user: z.string() })) })
    .superRefine(domainIssues((v: AccountRows) => playerAccountsFormIssues(v.accounts, nameOf)));

export type AccountRows = { accounts: { playerId: string; user: string }[] };
