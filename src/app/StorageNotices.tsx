// The texts of the storage banner (StorageBanner.tsx), loaded only when there is something to say.
import { Link } from "../ui/Link";
import { listLabels } from "../config/app";
import { paths } from "../config/paths";
import { listKeys, storageKeys } from "../config/storage-keys";
import type { Recovery } from "../storage/journal";
import type { ListIssue } from "../storage/repository";
import { CURRENT_SCHEMA_VERSION } from "../storage/schema-version";
import { Alert } from "../ui/Alert";

function describe(issue: ListIssue) {
  switch (issue.kind) {
    case "invalid-json":
      return "su texto guardado no es JSON válido, así que no se pudo leer ningún elemento";
    case "not-a-list":
      return "lo guardado no es una lista";
    case "invalid-items":
      return (
        (issue.dropped === 1
          ? "1 elemento no tiene un formato válido y se ha omitido"
          : `${issue.dropped} elementos no tienen un formato válido y se han omitido`) +
        (issue.repaired ? `, y ${repairedText(issue.repaired)}` : "")
      );
    case "repaired-items":
      return repairedText(issue.repaired ?? 0);
  }
}

function repairedText(n: number) {
  return n === 1
    ? "1 elemento tenía valores fuera de rango o no válidos (por ejemplo, un número negativo o una línea de más de 10 jugadores) y se ha corregido al leerlo"
    : `${n} elementos tenían valores fuera de rango o no válidos (por ejemplo, números negativos o líneas de más de 10 jugadores) y se han corregido al leerlos`;
}

/** Data from a newer version: shown, never written. */
function ReadOnlyNotice({ version }: { version: number }) {
  return (
    <Alert tone="warning" title="Datos de una versión más reciente: solo lectura">
      Los datos de este navegador los guardó una versión más reciente de Banquillo (esquema{" "}
      {version}; esta versión conoce hasta el {CURRENT_SCHEMA_VERSION}). Puedes consultarlos, pero
      no se guardará ningún cambio para no estropearlos. Recarga la página para usar la versión
      nueva.
    </Alert>
  );
}

const quoted = (labels: string[]) =>
  labels.length <= 1
    ? labels.map((l) => `«${l}»`).join("")
    : `${labels
        .slice(0, -1)
        .map((l) => `«${l}»`)
        .join(", ")} y «${labels.at(-1)}»`;

/** What the start did with a write a previous session left half-done, in the coach's words; null
 * when there is nothing to tell (no such write, or one that had nothing left to put back). */
export function recoveryText(recovery: Recovery): { title: string; text: string } | null {
  const title = "Un cambio que no llegó a guardarse del todo";
  switch (recovery.state) {
    case "undone": {
      const labels = listKeys
        .filter((k) => recovery.keys.includes(storageKeys[k]))
        .map((k) => listLabels[k]);
      if (recovery.keys.length === 0) return null;
      const what =
        labels.length === 0
          ? "Los datos que tocaba vuelven"
          : labels.length === 1
            ? `La lista ${quoted(labels)} vuelve`
            : `Las listas ${quoted(labels)} vuelven`;
      return {
        title: `${title} se ha deshecho`,
        text: `Al guardar, el navegador dejó de escribir a mitad (almacenamiento lleno o cerrado a tiempo). ${what} a como estaban antes de ese cambio, de acuerdo con el resto de tus datos. Comprueba lo último que cambiaste y repítelo si falta.`,
      };
    }
    case "unreadable":
      return {
        title: `${title} no se ha podido revisar`,
        text: "El registro que lo describía estaba dañado y se ha descartado. Comprueba lo último que cambiaste.",
      };
    case "failed":
      return {
        title: `${title} está pendiente`,
        text: "El navegador no dejó terminarlo ni deshacerlo al abrir la app. Para no estropear tus datos no se guardará ningún cambio: recarga la página (si el almacenamiento está lleno, exporta antes una copia desde «Datos»).",
      };
    default:
      return null;
  }
}

/** Names each damaged list; the app goes on with what it could read, and nothing is deleted. */
export function StorageNotices({
  issues,
  newerVersion,
  recovery,
}: {
  issues: ListIssue[];
  newerVersion: number | null;
  recovery: Recovery;
}) {
  const recovered = recoveryText(recovery);
  return (
    <>
      {newerVersion !== null && <ReadOnlyNotice version={newerVersion} />}
      {recovered && (
        <Alert tone="warning" title={recovered.title}>
          {recovered.text}
        </Alert>
      )}
      {issues.map((issue) => (
        <Alert
          key={issue.key}
          tone="warning"
          title={`Datos dañados en la lista «${listLabels[issue.key]}» (${issue.key})`}
        >
          {issue.kind === "repaired-items"
            ? "Se corrigieron datos"
            : "La lista no se pudo leer entera"}
          : {describe(issue)}. La app sigue funcionando con lo que se pudo leer y el texto original
          se conserva{" "}
          {issue.copiedTo ? (
            <>en la clave «{issue.copiedTo}»</>
          ) : (
            <>sin cambios (se copiará a «{issue.key}.dañado» antes de guardar nada en esa lista)</>
          )}
          . Puedes restaurar una copia de seguridad desde{" "}
          <Link className="font-medium underline" to={paths.data}>
            Datos
          </Link>
          .
        </Alert>
      ))}
    </>
  );
}
