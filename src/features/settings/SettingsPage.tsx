import { useEffect, useMemo, useRef, useState } from "react";
import type { AiSettings } from "../../domain/records/types";
import { defaultAiSettings } from "../../domain/records/types";
import { testAiConnection } from "../../state/insights";
import { getAiSettings, saveAiSettings } from "../../state/settings";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { Field, Input } from "../../ui/Field";
import { PageHeader } from "../../ui/PageHeader";
import { ConnectionHelp } from "./components/ConnectionHelp";
import { AccountsFileCard } from "./components/AccountsFileCard";
import { FeedCard } from "./components/FeedCard";
import { PlayerAccountsCard } from "./components/PlayerAccountsCard";
import { SharingCard } from "./components/SharingCard";
import { TeamSettingsCard } from "./components/TeamSettingsCard";
import { presets } from "./settings-schema";
import { useSettingsForm } from "./use-settings-draft";
import { DraftNotice } from "../../ui/DraftNotice";

type Notice = { tone: "success" | "error"; text: string };

const KEY_CLEARED =
  "La clave se ha vaciado porque ha cambiado la URL base: escríbela de nuevo si quieres usarla con la nueva dirección.";

export function SettingsPage() {
  const [showKey, setShowKey] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [testing, setTesting] = useState(false);
  const testAbort = useRef<AbortController | null>(null);
  useEffect(() => () => testAbort.current?.abort(), []);

  const initial = useMemo(() => getAiSettings(), []);
  const { form, draft, onSubmit, saved } = useSettingsForm(initial);
  const {
    register,
    setValue,
    getValues,
    formState: { errors },
  } = form;

  // The key shown belongs to the base URL it was saved with. When the base URL changes and the
  // key has not been typed since, the key is emptied with a note: a key carried over unseen would
  // otherwise go to the new server (saveAiSettings refuses to bind it there in any case).
  const [keyUrl, setKeyUrl] = useState(initial.baseUrl.trim());
  const [keyTyped, setKeyTyped] = useState(false);
  const [keyNote, setKeyNote] = useState<string | null>(null);
  const baseUrlChanged = (next: string) => {
    if (keyTyped || next.trim() === keyUrl || getValues("apiKey") === "") return;
    setValue("apiKey", "", { shouldDirty: true });
    setKeyNote(KEY_CLEARED);
  };

  const save = onSubmit((values) => {
    const r = saveAiSettings(values, { keyTyped });
    if (r.ok) {
      setKeyUrl(values.baseUrl.trim());
      setKeyTyped(false);
      saved(values);
    }
    setNotice(
      r.ok
        ? { tone: "success", text: "Configuración guardada." }
        : { tone: "error", text: r.message },
    );
    return r.ok ? r : { ok: false, message: r.message };
  });

  const runTest = async (values: AiSettings) => {
    testAbort.current?.abort();
    const abort = new AbortController();
    testAbort.current = abort;
    setTesting(true);
    setNotice(null);
    try {
      const r = await testAiConnection(values, abort.signal);
      if (!abort.signal.aborted) setNotice({ tone: r.ok ? "success" : "error", text: r.message });
    } finally {
      if (testAbort.current === abort) testAbort.current = null;
      setTesting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Configuración"
        subtitle="Conexión con el servicio de IA que genera los insights, y los datos del equipo."
      />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card title="Servicio de IA" description="Cualquier servicio compatible con OpenAI.">
          <form
            noValidate
            onSubmit={(e) => void save(e)}
            className="space-y-5"
            aria-label="Servicio de IA"
          >
            <DraftNotice draft={draft} />
            <Field
              label="URL base"
              required
              error={errors.baseUrl?.message}
              hint={`Por defecto, la API pública de OpenAI: ${defaultAiSettings.baseUrl}`}
            >
              {(p) => (
                <Input
                  {...p}
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  {...register("baseUrl", {
                    onChange: (e: { target: { value: string } }) => baseUrlChanged(e.target.value),
                  })}
                />
              )}
            </Field>
            <div className="-mt-2 flex flex-wrap items-center gap-1.5">
              <span className="mr-1 text-xs text-slate-500">Rellenar con:</span>
              {presets.map((preset) => (
                <Button
                  key={preset.label}
                  size="sm"
                  variant="ghost"
                  className="h-7 border border-slate-200 px-2.5 text-xs"
                  onClick={() => {
                    setValue("baseUrl", preset.baseUrl, {
                      shouldValidate: true,
                      shouldDirty: true,
                    });
                    baseUrlChanged(preset.baseUrl);
                  }}
                >
                  {preset.label}
                </Button>
              ))}
            </div>

            <Field
              label="Clave API"
              warning={keyNote ?? undefined}
              hint="Tu clave se guarda solo en este navegador y se envía únicamente a la URL base de arriba. Un servidor local (Ollama, LM Studio) puede ir sin clave."
            >
              {(p) => (
                <div className="flex gap-2">
                  <Input
                    {...p}
                    type={showKey ? "text" : "password"}
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="sk-..."
                    {...register("apiKey", {
                      onChange: () => {
                        setKeyTyped(true);
                        setKeyNote(null);
                      },
                    })}
                  />
                  <Button
                    onClick={() => setShowKey((v) => !v)}
                    aria-pressed={showKey}
                    className="shrink-0"
                  >
                    {showKey ? "Ocultar" : "Mostrar"}
                  </Button>
                </div>
              )}
            </Field>

            <Field
              label="Modelo"
              required
              error={errors.model?.message}
              hint="Por ejemplo gpt-4 o gpt-4o en OpenAI, llama3.1 en Ollama, el nombre del despliegue en Azure."
            >
              {(p) => <Input {...p} autoComplete="off" spellCheck={false} {...register("model")} />}
            </Field>

            {notice && (
              <Alert
                tone={notice.tone}
                title={notice.tone === "success" ? undefined : "No funcionó"}
              >
                {notice.text}
              </Alert>
            )}

            <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-5">
              <Button type="submit" variant="primary">
                Guardar
              </Button>
              <Button onClick={() => void form.handleSubmit(runTest)()} disabled={testing}>
                {testing ? "Probando..." : "Probar conexión"}
              </Button>
            </div>
          </form>
        </Card>
        <ConnectionHelp />
      </div>
      <div className="mt-5 lg:w-3/5">
        <TeamSettingsCard />
      </div>
      <div className="mt-5 lg:w-3/5">
        <SharingCard />
      </div>
      <div className="mt-5 lg:w-3/5">
        <PlayerAccountsCard />
      </div>
      <div className="mt-5 lg:w-3/5">
        <AccountsFileCard />
      </div>
      <div className="mt-5 lg:w-3/5">
        <FeedCard />
      </div>
    </>
  );
}
