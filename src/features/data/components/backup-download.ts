import { exportBackup } from "../../../state/data-commands";
import { downloadText } from "../../../ui/download";

export type Message = { tone: "success" | "error" | "warning"; text: string; title?: string };

/** Downloads the backup file; returns what to tell the coach. */
export function downloadBackup(): Message {
  const file = exportBackup();
  downloadText(file.fileName, file.text, "application/json");
  return file.warnings.length > 0
    ? {
        tone: "warning",
        title: `Copia descargada: ${file.fileName}`,
        text: file.warnings.join(" "),
      }
    : { tone: "success", text: `Copia descargada: ${file.fileName}` };
}
