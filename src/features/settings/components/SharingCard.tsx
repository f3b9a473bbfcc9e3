// 'Configuración' → 'Compartir con el cuerpo técnico' (docs/sync.md): the CouchDB
// server, the team's database and this person's user. The password opens a session on the server
// and is never stored.
import { useCallback, useState } from "react";
import { Link } from "../../../ui/Link";
import { paths } from "../../../config/paths";
import type { SyncForm } from "../../../domain/data/sharing-form";
import { draftStore, mergeFlat } from "../../../state/drafts";
import {
  getStoredSync,
  passwordKept as canKeepPassword,
  saveSyncSettings,
  sessionKept,
  statusText,
  stopSync,
  useSyncStatus,
} from "../../../state/sync";
import { getSyncStatus } from "../../../state/sync-line";
import type { Refused } from "../../../state/sync-preflight";
import {
  firstConnection,
  fixBeforeSharing,
  refusedText,
  sharingPreflight,
} from "../../../state/sync-preflight";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { DraftNotice } from "../../../ui/DraftNotice";
import { Field, Input } from "../../../ui/Field";
import { useRecordForm } from "../../../ui/record-form";
import type { SaveResult } from "../../../ui/record-form";
import { sharingSchema } from "../settings-schema";

/** This device may go without the password: settings kept, and a session or an earlier
 * version's password the server has not refused. */
const passwordKept = (form: SyncForm) =>
  getStoredSync().kind !== "off" && getSyncStatus().state !== "signin" && canKeepPassword(form);
const schema = sharingSchema(passwordKept);
const EMPTY: SyncForm = { server: "", database: "", user: "", password: "" };
// The password is never kept in a draft: it only opens a session.
const draftOf = ({ server, database, user }: SyncForm) => ({ server, database, user });
/** The pre-flight found records the server refuses: the coach chooses, nothing is saved yet. */
const CHOOSING: SaveResult = { ok: false, message: "" };

export function SharingCard() {
  const [saved, setSaved] = useState(getStoredSync);
  // Settings whose address is no longer accepted are shown too, so only the address needs editing.
  const stored = saved.kind === "off" ? undefined : saved.settings;
  const [initial] = useState<SyncForm>(() => ({ ...EMPTY, ...stored }));
  const {
    form,
    draft,
    saveError,
    onSubmit,
    saved: keep,
  } = useRecordForm<SyncForm>({
    schema,
    defaultValues: initial,
    draftKey: "sharing",
    store: draftStore,
    parse: useCallback((raw: unknown) => mergeFlat({ ...initial, password: "" }, raw), [initial]),
    draftOf,
  });
  const { register, watch, reset, formState } = form;
  const { errors } = formState;
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // What a first connection would send that the server refuses, until the coach chooses.
  const [refused, setRefused] = useState<Refused[]>([]);
  const status = useSyncStatus();
  const values = watch();
  // status.state: re-rendered when the session is refused, so the password is asked again.
  const keepsPassword = stored !== undefined && status.state !== "signin" && passwordKept(values);
  const session = keepsPassword && sessionKept(values);

  const connect = async (values: SyncForm, fix = false): Promise<SaveResult> => {
    setRefused([]);
    setNotice(null);
    if (fix) {
      const f = fixBeforeSharing();
      if (!f.ok) return f;
    }
    setBusy(true);
    const r = await saveSyncSettings(values);
    setBusy(false);
    if (!r.ok) return r;
    setSaved(getStoredSync());
    keep({ ...values, password: "" });
    setNotice({ tone: "success", text: "Configuración guardada. Conectando con el servidor…" });
    return r;
  };

  const save = onSubmit((values) => {
    const before = firstConnection(values) ? sharingPreflight() : [];
    setRefused(before);
    return before.length > 0 ? CHOOSING : connect(values);
  });

  const stop = async () => {
    setBusy(true);
    const r = await stopSync();
    setBusy(false);
    if (!r.ok) return setNotice({ tone: "error", text: r.message });
    setSaved({ kind: "off" });
    reset(EMPTY);
    draft.clear();
    setNotice({
      tone: "success",
      text: "Este dispositivo ya no comparte el equipo. Los datos siguen guardados en este navegador.",
    });
  };

  return (
    <Card
      title="Compartir con el cuerpo técnico"
      description="El mismo equipo en todos los dispositivos del cuerpo técnico, a través de un servidor CouchDB. Sin servidor, todo sigue guardado solo en este navegador."
    >
      <div id="compartir" className="space-y-5">
        {stored && (
          <p
            className="flex flex-wrap items-center gap-2 text-sm text-slate-700"
            data-testid="sync-state"
          >
            <span className="font-medium">Estado:</span>
            <span>{statusText(status.state, status.pending, status.count) || "Desactivado"}</span>
            {status.conflicts > 0 && (
              <Link className="font-semibold text-brand-700 underline" to={paths.conflicts}>
                Ver {status.conflicts === 1 ? "1 conflicto" : `${status.conflicts} conflictos`}
              </Link>
            )}
          </p>
        )}
        {status.state === "signin" && (
          <Alert tone="error" title="Inicia sesión">
            {status.signinReason ?? "El servidor pide iniciar sesión."} Revisa el usuario y escribe
            la contraseña otra vez.
          </Alert>
        )}
        {saved.kind === "address" && (
          <Alert tone="error" title="Dirección no admitida">
            {saved.message}
          </Alert>
        )}
        {saved.kind === "on" && status.state === "noanswer" && status.detail && (
          <Alert tone="warning" title="El servidor no responde">
            {status.detail}
          </Alert>
        )}
        <form
          noValidate
          onSubmit={(e) => void save(e)}
          className="space-y-5"
          aria-label="Compartir con el cuerpo técnico"
        >
          <DraftNotice draft={draft} />
          <Field
            label="Dirección del servidor"
            required
            error={errors.server?.message}
            hint="Con https://. Solo un servidor en este mismo ordenador (localhost) puede usar http://."
          >
            {(p) => (
              <Input
                {...p}
                inputMode="url"
                spellCheck={false}
                autoComplete="url"
                placeholder="https://equipo.ejemplo.org:6984"
                {...register("server")}
              />
            )}
          </Field>
          <Field label="Base de datos del equipo" required error={errors.database?.message}>
            {(p) => (
              <Input
                {...p}
                spellCheck={false}
                placeholder="banquillo_mi_equipo"
                {...register("database")}
              />
            )}
          </Field>
          <Field label="Usuario" required error={errors.user?.message}>
            {(p) => (
              <Input {...p} autoComplete="username" spellCheck={false} {...register("user")} />
            )}
          </Field>
          <Field
            label="Contraseña"
            required={!keepsPassword}
            error={errors.password?.message}
            hint={
              session
                ? "La sesión sigue abierta en este dispositivo: déjala vacía para conservarla."
                : keepsPassword
                  ? "Este dispositivo guardó la contraseña en una versión anterior: déjala vacía y se usará una vez para iniciar sesión, y después se borrará."
                  : "Solo se envía al servidor para iniciar sesión: no se guarda en este dispositivo."
            }
          >
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="current-password"
                {...register("password")}
              />
            )}
          </Field>
          {refused.length > 0 && (
            <Alert tone="warning" title="Antes de compartir">
              <p>
                Este dispositivo tiene {refusedText(refused)} Puedes corregirlos ahora (un dorsal
                con decimales se redondea; un campo desconocido que el servidor rechaza se quita) o
                conectar sin corregirlos: se quedarán solo en este dispositivo, marcados «No
                compartido».
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  variant="primary"
                  disabled={busy}
                  onClick={() => void onSubmit((v) => connect(v, true))()}
                >
                  Corregir y conectar
                </Button>
                <Button disabled={busy} onClick={() => void onSubmit((v) => connect(v))()}>
                  Conectar sin corregirlos
                </Button>
              </div>
            </Alert>
          )}
          {(saveError || notice) && (
            <Alert
              tone={saveError ? "error" : notice!.tone}
              title={saveError || notice?.tone === "error" ? "No se guardó" : undefined}
            >
              {saveError || notice!.text}
            </Alert>
          )}
          <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-5">
            <Button type="submit" variant="primary" disabled={busy}>
              Guardar y conectar
            </Button>
            {stored && (
              <Button variant="ghost" disabled={busy} onClick={() => void stop()}>
                Dejar de compartir
              </Button>
            )}
          </div>
        </form>
      </div>
    </Card>
  );
}
