// The texts of the storage banner (StorageBanner.tsx), loaded only when there is something to say.
import { Link } from "react-router";
import { listLabels } from "../config/app";
import { paths } from "../config/paths";
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

/** Names each damaged list; the app goes on with what it could read, and nothing is deleted. */
export function StorageNotices({
  issues,
  newerVersion,
}: {
  issues: ListIssue[];
  newerVersion: number | null;
}) {
  return (
    <>
      {newerVersion !== null && <ReadOnlyNotice version={newerVersion} />}
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
