import { Card } from "../../../ui/Card";

const steps = [
  {
    name: "OpenAI",
    text: "URL base https://api.openai.com/v1, tu clave de platform.openai.com (empieza por sk-) y un modelo como gpt-4 o gpt-4o.",
  },
  {
    name: "OpenRouter",
    text: "URL base https://openrouter.ai/api/v1, tu clave de OpenRouter y el modelo con su proveedor, por ejemplo openai/gpt-4o.",
  },
  {
    name: "Azure OpenAI",
    text: "URL base https://<tu-recurso>.openai.azure.com/openai/v1, la clave del recurso y, como modelo, el nombre del despliegue.",
  },
  {
    name: "Ollama (en este ordenador)",
    text: "URL base http://localhost:11434/v1, sin clave, y un modelo descargado (ollama pull llama3.1). Si la app no se abre desde localhost, arranca Ollama con OLLAMA_ORIGINS apuntando a su dirección.",
  },
  {
    name: "LM Studio (en este ordenador)",
    text: "Activa el servidor local con CORS habilitado; URL base http://localhost:1234/v1, sin clave, y el identificador del modelo cargado.",
  },
];

/** How a coach points the app at a service, in the order people usually try them. */
export function ConnectionHelp() {
  return (
    <Card title="Cómo conectar">
      <p className="mb-4 text-sm leading-relaxed text-slate-600">
        La app llama directamente desde el navegador a{" "}
        <code className="font-mono text-xs">URL base/chat/completions</code>. Los insights envían al
        servicio tablas calculadas a partir de tus datos (resumen de la temporada, formaciones,
        jugadores con nombre, posición y cifras, rivales) y los partidos más recientes (fecha,
        rival, resultado, goleadores, cambios y titulares), además de tu pregunta; el informe previo
        añade el rival elegido y sus notas. Nada más sale de este navegador.
      </p>
      <dl className="space-y-3 text-sm">
        {steps.map((s) => (
          <div key={s.name}>
            <dt className="font-medium text-slate-800">{s.name}</dt>
            <dd className="mt-0.5 leading-relaxed [overflow-wrap:anywhere] text-slate-600">
              {s.text}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 border-t border-slate-100 pt-4 text-xs leading-relaxed text-slate-500">
        «Probar conexión» envía una petición de una línea con los datos del formulario, aunque aún
        no los hayas guardado.
      </p>
    </Card>
  );
}
