import { paths } from "../config/paths";
import { ButtonLink } from "../ui/Button";
import { EmptyState } from "../ui/EmptyState";
import { PageHeading } from "../ui/PageHeading";

export function NotFoundPage() {
  return (
    <div className="rounded-xl border border-slate-200 bg-white py-10 shadow-sm">
      <PageHeading className="text-center text-2xl font-semibold">Página no encontrada</PageHeading>
      <EmptyState
        action={
          <ButtonLink to={paths.dashboard} variant="primary">
            Volver al Dashboard
          </ButtonLink>
        }
      >
        La dirección que has abierto no existe en Banquillo. Comprueba el enlace o vuelve al inicio.
      </EmptyState>
    </div>
  );
}
