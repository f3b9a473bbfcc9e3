// The empty dashboard's welcome: the first steps in order, each ticked once done. Other screens
// may add an action (e.g. loading an example team) through `extraAction`.
import type { ReactNode } from "react";
import { Link } from "../../../ui/Link";
import { Card } from "../../../ui/Card";

export type WelcomeStep = { label: string; detail: string; to: string; done: boolean };

type Props = { steps: WelcomeStep[]; extraAction?: ReactNode };

export function WelcomeCard({ steps, extraAction }: Props) {
  const next = steps.findIndex((s) => !s.done);
  return (
    <Card aria-label="Bienvenida" className="mb-6 border-brand-200">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Bienvenido a Banquillo</h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            Todo se guarda en este navegador. Sigue estos pasos: cada partido que registres suma
            goles, minutos y tarjetas a tus jugadores, formaciones y rivales.
          </p>
        </div>
        {extraAction && <div className="shrink-0">{extraAction}</div>}
      </div>
      <ol className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((s, i) => (
          <li key={s.to}>
            <Link
              to={s.to}
              className={`flex h-full gap-3 rounded-lg border p-3.5 transition-colors hover:bg-slate-50 ${
                i === next ? "border-brand-600 ring-1 ring-brand-600/30" : "border-slate-200"
              }`}
            >
              <span
                aria-hidden
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                  s.done ? "bg-emerald-600 text-white" : "bg-slate-100 text-slate-600"
                }`}
              >
                {s.done ? "✓" : i + 1}
              </span>
              <span>
                <span className="block text-sm font-medium text-slate-900">
                  {s.label}
                  {s.done && <span className="sr-only"> (hecho)</span>}
                </span>
                <span className="mt-0.5 block text-xs text-slate-500">{s.detail}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </Card>
  );
}
