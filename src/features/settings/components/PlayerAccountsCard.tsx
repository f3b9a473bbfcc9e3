// 'Configuración' → 'Respuestas de los jugadores' (docs/sync.md, "The players' replies"): which
// account on the replies database is which player ('Cuenta para respuestas'), and the link that
// invites him (server, database and account; never a password).
import { useState } from "react";
import { playerServers } from "../../../config/deployment";
import { paths } from "../../../config/paths";
import { invitationLink } from "../../../domain/replies/coach";
import { readInvitation } from "../../../domain/replies/invitation";
import type { PlayerId } from "../../../domain/records/ids";
import { usePlayers } from "../../../state/hooks";
import { savePlayerAccounts, usePlayerAccounts } from "../../../state/player-accounts";
import { getStoredSync } from "../../../state/sync";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { Field, Input } from "../../../ui/Field";

type Notice = { tone: "success" | "error"; text: string };

export function PlayerAccountsCard() {
  const players = usePlayers();
  const accounts = usePlayerAccounts();
  const accountOf = new Map(accounts.map((a) => [a.playerId, a.user]));
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const stored = getStoredSync();
  const sharing = stored.kind === "on" ? stored.settings : undefined;
  const value = (id: PlayerId) => typed[id] ?? accountOf.get(id) ?? "";

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const entries = Object.entries(typed).map(([playerId, user]) => ({
      playerId: playerId as PlayerId,
      user,
    }));
    const r = savePlayerAccounts(entries);
    if (r.ok) setTyped({});
    setNotice(
      r.ok ? { tone: "success", text: "Cuentas guardadas." } : { tone: "error", text: r.message },
    );
  };

  const copy = async (name: string, user: string) => {
    if (!sharing) return;
    const link = invitationLink(
      new URL(paths.playerInvitation, window.location.origin).href,
      sharing.server,
      sharing.database,
      user,
    );
    // The player's page would refuse it: say so here rather than send a link that fails there.
    if (!readInvitation(link, playerServers).ok)
      return setNotice({
        tone: "error",
        text: "El servidor que compartes no está en el sitio de esta app ni entre los que admite (VITE_PLAYER_SERVERS), así que la vista del jugador rechazaría esta invitación. Pide a quien instaló la app que añada el servidor a esa lista.",
      });
    try {
      await navigator.clipboard.writeText(link);
      setNotice({
        tone: "success",
        text: `Invitación de ${name} copiada: envíasela junto con su contraseña por otro medio.`,
      });
    } catch {
      setNotice({ tone: "error", text: `El navegador no dejó copiar. La invitación es: ${link}` });
    }
  };

  return (
    <Card
      title="Respuestas de los jugadores"
      description="Cada jugador responde 'Voy', 'No voy' o 'Duda' desde su móvil con su propia cuenta del servidor, que solo ve el calendario publicado. Escribe aquí qué cuenta es de cada jugador."
    >
      <form
        id="respuestas"
        noValidate
        onSubmit={save}
        className="space-y-4"
        aria-label="Cuentas para respuestas"
      >
        {!sharing && (
          <p className="text-sm text-slate-600">
            Las invitaciones se pueden copiar cuando este dispositivo comparte con el cuerpo
            técnico.
          </p>
        )}
        {players.length === 0 && (
          <p className="text-sm text-slate-600">Todavía no hay jugadores en la plantilla.</p>
        )}
        <ul className="space-y-3">
          {players.map((p) => {
            const saved = accountOf.get(p.id);
            return (
              <li key={p.id} className="flex flex-wrap items-end gap-3">
                <div className="min-w-48 flex-1">
                  <Field label={`Cuenta para respuestas · ${p.name}`}>
                    {(f) => (
                      <Input
                        {...f}
                        spellCheck={false}
                        autoCapitalize="none"
                        placeholder="sin cuenta"
                        value={value(p.id)}
                        onChange={(e) => {
                          const v = e.target.value;
                          setTyped((t) => ({ ...t, [p.id]: v }));
                        }}
                      />
                    )}
                  </Field>
                </div>
                {sharing && saved && (
                  <Button variant="ghost" onClick={() => void copy(p.name, saved)}>
                    Copiar invitación de {p.name}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {notice && (
          <Alert tone={notice.tone} title={notice.tone === "success" ? undefined : "No se guardó"}>
            {notice.text}
          </Alert>
        )}
        {players.length > 0 && (
          <div className="border-t border-slate-100 pt-4">
            <Button type="submit" variant="primary">
              Guardar cuentas
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
