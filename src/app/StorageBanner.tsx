import { Link } from "react-router";
import { listLabels } from "../config/app";
import { paths } from "../config/paths";
import type { ListIssue } from "../storage/repository";
import { useStorageIssues } from "../state/store";
import { Alert } from "../ui/Alert";

function describe(issue: ListIssue) {
  switch (issue.kind) {
    case "invalid-json":
      return "su texto guardado no es JSON válido, así que no se pudo leer ningún elemento";
    case "not-a-list":
      return "lo guardado no es una lista";
    case "invalid-items":
      return issue.dropped === 1
        ? "1 elemento no tiene un formato válido y se ha omitido"
        : `${issue.dropped} elementos no tienen un formato válido y se han omitido`;
  }
}

/** Names each damaged list; the app goes on with what it could read, and nothing is deleted. */
export function StorageBanner() {
  const issues = useStorageIssues();
  if (issues.length === 0) return null;
  return (
    <>
      {issues.map((issue) => (
        <Alert
          key={issue.key}
          tone="warning"
          title={`Datos dañados en la lista «${listLabels[issue.key]}» (${issue.key})`}
        >
          La lista no se pudo leer entera: {describe(issue)}. La app sigue funcionando con lo que se
          pudo leer y el texto original se conserva{" "}
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
