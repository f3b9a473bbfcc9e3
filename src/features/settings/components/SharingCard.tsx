// 'Configuración' → 'Compartir con el cuerpo técnico' (docs/sync.md): the CouchDB
// server, the team's database and this person's user. The password opens a session on the server
// and is never stored.
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { checkSyncForm, statusText } from "../../../state/sync";
import type { SyncForm, SyncFormErrors } from "../../../state/sync";
import {
  getStoredSync,
  passwordKept as canKeepPassword,
  saveSyncSettings,
  sessionKept,
  stopSync,
  useSyncStatus,
} from "../../../state/sync";
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
import { Field, Input } from "../../../ui/Field";

type Notice = { tone: "success" | "error"; text: string };

export function SharingCard() {
  const [saved, setSaved] = useState(getStoredSync);
  // Settings whose address is no longer accepted are shown too, so only the address needs editing.
  const stored = saved.kind === "off" ? undefined : saved.settings;
  const [form, setForm] = useState<SyncForm>(() => ({
    server: stored?.server ?? "",
    database: stored?.database ?? "",
    user: stored?.user ?? "",
    password: "",
  }));
  const [errors, setErrors] = useState<SyncFormErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  // What a first connection would send that the server refuses, until the coach chooses.
  const [refused, setRefused] = useState<Refused[]>([]);
  const status = useSyncStatus();
  // status.state: re-rendered when the session is refused, so the password is asked again.
  const passwordKept = stored !== undefined && status.state !== "signin" && canKeepPassword(form);
  const session = passwordKept && sessionKept(form);

  const set = (field: keyof SyncForm) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkSyncForm(form, passwordKept);
    if (!checked.ok) {
      setErrors(checked.errors);
      setNotice(null);
      return;
    }
    const before = firstConnection(form) ? sharingPreflight() : [];
    setRefused(before);
    if (before.length > 0) setNotice(null);
    else await connect();
  };

  const connect = async (fix = false) => {
    setRefused([]);
    if (fix) {
      const f = fixBeforeSharing();
      if (!f.ok) return setNotice({ tone: "error", text: f.message });
    }
    setBusy(true);
    const r = await saveSyncSettings(form);
    setBusy(false);
    if (r.ok) {
      setSaved(getStoredSync());
      setForm((f) => ({ ...f, password: "" }));
      setNotice({ tone: "success", text: "Configuración guardada. Conectando con el servidor…" });
    } else setNotice({ tone: "error", text: r.message });
  };

  const stop = async () => {
    setBusy(true);
    const r = await stopSync();
    setBusy(false);
    if (r.ok) {
      setSaved({ kind: "off" });
      setForm({ server: "", database: "", user: "", password: "" });
      setNotice({
        tone: "success",
        text: "Este dispositivo ya no comparte el equipo. Los datos siguen guardados en este navegador.",
      });
    } else setNotice({ tone: "error", text: r.message });
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
            <span>{statusText(status.state, status.pending) || "Desactivado"}</span>
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
          <Field
            label="Dirección del servidor"
            required
            error={errors.server}
            hint="Con https://. Solo un servidor en este mismo ordenador (localhost) puede usar http://."
          >
            {(p) => (
              <Input
                {...p}
                inputMode="url"
                spellCheck={false}
                autoComplete="url"
                placeholder="https://equipo.ejemplo.org:6984"
                value={form.server}
                onChange={set("server")}
              />
            )}
          </Field>
          <Field label="Base de datos del equipo" required error={errors.database}>
            {(p) => (
              <Input
                {...p}
                spellCheck={false}
                placeholder="banquillo_mi_equipo"
                value={form.database}
                onChange={set("database")}
              />
            )}
          </Field>
          <Field label="Usuario" required error={errors.user}>
            {(p) => (
              <Input
                {...p}
                autoComplete="username"
                spellCheck={false}
                value={form.user}
                onChange={set("user")}
              />
            )}
          </Field>
          <Field
            label="Contraseña"
            required={!passwordKept}
            error={errors.password}
            hint={
              session
                ? "La sesión sigue abierta en este dispositivo: déjala vacía para conservarla."
                : passwordKept
                  ? "Este dispositivo guardó la contraseña en una versión anterior: déjala vacía y se usará una vez para iniciar sesión, y después se borrará."
                  : "Solo se envía al servidor para iniciar sesión: no se guarda en este dispositivo."
            }
          >
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="current-password"
                value={form.password}
                onChange={set("password")}
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
                <Button variant="primary" disabled={busy} onClick={() => void connect(true)}>
                  Corregir y conectar
                </Button>
                <Button disabled={busy} onClick={() => void connect()}>
                  Conectar sin corregirlos
                </Button>
              </div>
            </Alert>
          )}
          {notice && (
            <Alert
              tone={notice.tone}
              title={notice.tone === "success" ? undefined : "No se guardó"}
            >
              {notice.text}
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
