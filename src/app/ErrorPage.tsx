import { useRouteError } from "react-router";
import { useEffect } from "react";
import { PageHeading } from "../ui/PageHeading";

/** The spec's generic page for an uncaught error inside a screen. */
export function ErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 p-8">
      <div className="max-w-lg rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <PageHeading className="text-xl font-semibold text-red-700">
          Unexpected Application Error!
        </PageHeading>
        <p className="mt-3 text-sm text-slate-600">
          Algo ha fallado al mostrar esta pantalla. Tus datos no se han modificado.
        </p>
        <div className="mt-6 flex gap-2">
          <a
            href="/"
            className="inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
          >
            Volver al inicio
          </a>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            Recargar
          </button>
        </div>
      </div>
    </div>
  );
}
