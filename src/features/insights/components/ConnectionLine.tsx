import { Link } from "../../../ui/Link";
import { paths } from "../../../config/paths";
import type { AiSettings } from "../../../domain/records/types";
import { aiReadiness, aiServiceHost } from "../../../state/insights";

/** Which service and model the answers come from, with the way to change it. */
export function ConnectionLine({ settings }: { settings: AiSettings }) {
  const ready = aiReadiness(settings) === "ready";
  return (
    <>
      {ready ? (
        <>
          Modelo <span className="font-medium text-slate-700">{settings.model}</span> en{" "}
          <span className="font-medium text-slate-700">{aiServiceHost(settings.baseUrl)}</span>
        </>
      ) : (
        "Servicio de IA sin configurar"
      )}
      {" · "}
      <Link to={paths.settings} className="text-brand-700 underline underline-offset-2">
        {ready ? "Cambiar" : "Configurar"}
      </Link>
    </>
  );
}
