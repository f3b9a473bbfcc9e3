// `/jugador`: a player's phone (or a guardian's). His matches and his trainings from his
// database, those still to answer first, 'Convocado' / 'No convocado' with the 'Citación', his
// season; each answered 'Voy', 'No voy' (with a short reason) or 'Duda'. Answers are written on
// the phone first and sent when there is a connection (state/player.ts). In player mode this is
// the only screen.
import { useState } from "react";
import type { FormEvent } from "react";
import { nowLocalMinute } from "../../domain/base/dates";
import { playerHome } from "../../domain/replies/player-home";
import {
  PLAYER_MESSAGES,
  answerEvent,
  dismissPlayerRefused,
  leavePlayerMode,
  signInAgain,
  usePlayerView,
} from "../../state/player";
import { isPlayerDevice } from "../../state/player-mode";
import { Alert } from "../../ui/Alert";
import { PasswordField } from "./PasswordField";
import { Button } from "../../ui/Button";
import { PageHeading } from "../../ui/PageHeading";
import { useDialogs } from "../../ui/dialogs";
import { PlayerFrame } from "./PlayerFrame";
import { PlayerHomeView } from "./PlayerHomeView";
import type { Step } from "./reply-actions";
import { statusLine } from "./reply-actions";

/** The page's heading; 'Tus partidos' and 'Tus entrenamientos' head its two lists. */
const HEADING = "Tu calendario";

export function PlayerPage() {
  const view = usePlayerView();
  const dialogs = useDialogs();
  const [error, setError] = useState<string>();

  async function leave() {
    const waiting = view.pending.length;
    const ok = await dialogs.confirm({
      title: "Salir de este teléfono",
      message:
        waiting > 0
          ? `Tienes ${waiting === 1 ? "1 respuesta" : `${waiting} respuestas`} sin enviar: si sales ahora se pierden. Este teléfono olvida tu cuenta y el calendario; para volver, abre otra vez el enlace de invitación.`
          : "Este teléfono olvida tu cuenta y el calendario; para volver, abre otra vez el enlace de invitación.",
      confirmLabel: "Salir",
      danger: waiting > 0,
    });
    if (!ok) return;
    const r = await leavePlayerMode();
    if (!r.ok) setError(r.message);
  }

  async function answer(player: string, send: NonNullable<Step["send"]>) {
    const r = await answerEvent(send.eventId, send.answer, send.reason, player);
    setError(r.ok ? undefined : r.message);
  }

  if (!view.account)
    return (
      <PlayerFrame
        action={
          isPlayerDevice() ? (
            <Button className="h-12" onClick={() => void leavePlayerMode()}>
              Salir
            </Button>
          ) : undefined
        }
      >
        <PageHeading className="text-xl font-semibold">{HEADING}</PageHeading>
        <p className="text-sm text-slate-700">
          Este teléfono no tiene una cuenta de jugador. Abre el enlace de invitación que te envió el
          entrenador.
        </p>
      </PlayerFrame>
    );

  const user = view.account.user;
  // One section per database: the account's own, or each child a guardian's invitations name.
  const home = playerHome(
    view.children.map((c) => ({ user: c.user, name: c.user, docs: c.docs })),
    user,
    nowLocalMinute(),
  );
  const pending = new Map(view.children.map((c) => [c.user, new Set(c.pending)]));
  return (
    <PlayerFrame
      user={user}
      action={
        <Button className="h-12" onClick={() => void leave()}>
          Salir
        </Button>
      }
    >
      <div className="flex flex-col gap-1">
        <PageHeading className="text-xl font-semibold">{HEADING}</PageHeading>
        <p role="status" data-testid="player-status" className="text-sm text-slate-600">
          {statusLine(view.connection, view.pending.length)}
        </p>
      </div>
      {view.unavailable && <Alert tone="warning">{PLAYER_MESSAGES.unavailable}</Alert>}
      {view.refused.map((line) => (
        <Alert
          key={line}
          tone="error"
          action={
            <Button className="h-12" onClick={dismissPlayerRefused}>
              Entendido
            </Button>
          }
        >
          {line}
        </Alert>
      ))}
      {error && <Alert tone="error">{error}</Alert>}
      {view.connection === "signin" && <SignInAgain pending={view.pending.length} />}
      <PlayerHomeView
        home={home}
        account={user}
        pending={(player) => pending.get(player) ?? new Set()}
        onAnswer={(player, send) => void answer(player, send)}
        empty={
          view.connection === "starting"
            ? "Cargando el calendario…"
            : "No hay partidos ni entrenamientos publicados por ahora."
        }
      />
    </PlayerFrame>
  );
}

function SignInAgain({ pending }: { pending: number }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const r = await signInAgain(password);
    setBusy(false);
    setPassword("");
    setError(r.ok ? undefined : r.message);
  }
  return (
    <form
      aria-label="Volver a entrar"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <p className="text-sm text-amber-950">
        El servidor ya no reconoce tu sesión en este teléfono (caducó, o ya no figuras en el
        equipo). Escribe tu contraseña para seguir.
        {pending > 0 && " Tus respuestas sin enviar siguen guardadas aquí."}
      </p>
      <PasswordField value={password} onChange={setPassword} error={error} />
      <Button type="submit" variant="primary" className="h-12 text-base" disabled={busy}>
        Entrar
      </Button>
    </form>
  );
}
