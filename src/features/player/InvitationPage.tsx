// `/jugador/invitacion?servidor=…&bd=…&usuario=…`: the coach's invitation fills in the server,
// the replies database and the user; the player types his password once. It opens a cookie
// session and is never kept (state/player.ts).
import { useState } from "react";
import type { FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { playerServers } from "../../config/deployment";
import { paths } from "../../config/paths";
import { readInvitation } from "../../domain/replies/invitation";
import {
  getPlayerAccount,
  getPlayerAccounts,
  isStaffDevice,
  signInPlayer,
} from "../../state/player";
import { Alert } from "../../ui/Alert";
import { PasswordField } from "./PasswordField";
import { Button } from "../../ui/Button";
import { Field, Input } from "../../ui/Field";
import { PageHeading } from "../../ui/PageHeading";
import { PlayerFrame } from "./PlayerFrame";

export function InvitationPage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const invitation = readInvitation(
    new URL(`${pathname}${search}${hash}`, window.location.origin),
    playerServers,
  );
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const current = getPlayerAccount();
  const staff = isStaffDevice();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!invitation.ok || busy) return;
    setBusy(true);
    const r = await signInPlayer(invitation.value, password);
    setBusy(false);
    if (!r.ok) {
      setError(r.message);
      return;
    }
    setPassword("");
    // On a staff device the page starts afresh, so the staff's sharing stops with it.
    if (staff) window.location.replace(paths.playerHome);
    else void navigate(paths.playerHome, { replace: true });
  }

  return (
    <PlayerFrame>
      <PageHeading className="text-xl font-semibold">Invitación al equipo</PageHeading>
      {!invitation.ok ? (
        <Alert tone="error" title="Este enlace no sirve">
          {invitation.message}
        </Alert>
      ) : (
        <form
          aria-label="Entrar como jugador"
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          onSubmit={(e) => void submit(e)}
          noValidate
        >
          <p className="text-sm text-slate-700">
            El entrenador te invita a responder a las convocatorias desde este teléfono. Escribe tu
            contraseña una vez: no se guarda en el teléfono.
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Servidor</dt>
            <dd className="min-w-0 break-all">{invitation.value.server}</dd>
            <dt className="text-slate-600">Base de datos</dt>
            <dd className="min-w-0 break-all">{invitation.value.database}</dd>
          </dl>
          <Field label="Usuario">
            {(p) => (
              <Input
                {...p}
                name="username"
                autoComplete="username"
                value={invitation.value.user}
                readOnly
                className="h-12"
              />
            )}
          </Field>
          <PasswordField value={password} onChange={setPassword} error={error} />
          {current &&
            current.user === invitation.value.user &&
            current.server === invitation.value.server &&
            !getPlayerAccounts().some((x) => x.database === invitation.value.database) && (
              <p className="text-sm text-slate-700">
                Este teléfono ya responde con la cuenta «{current.user}»: este enlace añade otro
                jugador, y los que ya tienes se quedan.
              </p>
            )}
          {current && current.user !== invitation.value.user && (
            <p className="text-sm text-amber-800">
              Este teléfono tiene abierta la cuenta «{current.user}»: al entrar con esta, aquella se
              cierra y sus respuestas sin enviar se pierden.
            </p>
          )}
          {staff && (
            <p className="text-sm text-amber-800">
              Este dispositivo comparte los datos del cuerpo técnico: si entras como jugador, sus
              pantallas quedan ocultas aquí (y deja de compartir) hasta que pulses «Salir» en la
              vista del jugador. Sus datos no se borran.
            </p>
          )}
          <Button type="submit" variant="primary" className="h-12 text-base" disabled={busy}>
            {busy ? "Entrando…" : "Entrar"}
          </Button>
        </form>
      )}
    </PlayerFrame>
  );
}
