// 'Configuración' → 'Cuentas del equipo' (docs/sync.md, "The squad's accounts in one step"): the
// guardians who answer for a player ('Familiares'), whether players see who goes, and the
// accounts file for `team:create --accounts`, with a new password for every account shown once.
import { useState } from "react";
import {
  accountsFile,
  addGuardian,
  passwordFrom,
  PASSWORD_LENGTH,
} from "../../../domain/replies/accounts-file";
import { usePlayers } from "../../../state/hooks";
import { saveGuardians, useGuardians, usePlayerAccounts } from "../../../state/player-accounts";
import { getStoredSync } from "../../../state/sync";
import { saveTeamSettings } from "../../../state/team-settings-commands";
import { useTeamSettings } from "../../../state/team-settings";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { downloadText } from "../../../ui/download";
import { Field, Input } from "../../../ui/Field";
import type { Notice } from "../../../ui/copy-text";

const empty = { user: "", name: "", relation: "", players: [] as string[] };
const newPassword = () => passwordFrom(crypto.getRandomValues(new Uint8Array(PASSWORD_LENGTH)));

export function AccountsFileCard() {
  const players = usePlayers();
  const accounts = usePlayerAccounts();
  const guardians = useGuardians();
  const settings = useTeamSettings();
  const [typed, setTyped] = useState(empty);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [handOut, setHandOut] = useState<{ name: string; user: string; password: string }[]>([]);
  const nameOf = new Map(players.map((p) => [p.id, p.name]));
  const linked = accounts.filter((a) => nameOf.has(a.playerId));
  const playerOfUser = new Map(linked.map((a) => [a.user, nameOf.get(a.playerId)!]));
  const stored = getStoredSync();
  const team = stored.kind === "on" ? stored.settings.database : "";

  const add = () => {
    const r = addGuardian(guardians, linked, typed);
    if (!r.ok) return setNotice({ tone: "error", text: r.message });
    const w = saveGuardians(r.value);
    if (!w.ok) return setNotice({ tone: "error", text: w.message });
    setTyped(empty);
    setNotice({ tone: "success", text: "Familiar añadido." });
  };

  const remove = (user: string) => {
    const w = saveGuardians(guardians.filter((g) => g.user !== user));
    setNotice(w.ok ? null : { tone: "error", text: w.message });
  };

  const toggleWhoGoes = (on: boolean) => {
    const w = saveTeamSettings({ ...settings, playersSeeWhoGoes: on });
    setNotice(w.ok ? null : { tone: "error", text: w.message });
  };

  const exportFile = () => {
    const { file, handOut: list } = accountsFile(team, linked, players, guardians, newPassword);
    downloadText(`cuentas-${team}.json`, JSON.stringify(file, null, 2), "application/json");
    setHandOut(list);
    setNotice({
      tone: "success",
      text: "Archivo descargado. Estas contraseñas se muestran solo ahora: entrégalas y pasa el archivo a quien ejecuta team:create.",
    });
  };

  return (
    <Card
      title="Cuentas del equipo"
      description="Una vez por temporada: los familiares que responden por un jugador, y el archivo con todas las cuentas, que quien administra el servidor aplica una vez. Quien no esté en el archivo pierde el acceso."
    >
      <div className="space-y-5">
        <label className="flex min-h-12 items-center gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-5"
            checked={settings.playersSeeWhoGoes === true}
            onChange={(e) => toggleWhoGoes(e.target.checked)}
          />
          Los jugadores ven quién va (solo nombres y respuestas, nunca el motivo)
        </label>

        <section aria-label="Familiares" className="space-y-3">
          <h3 className="text-sm font-semibold text-slate-800">Familiares</h3>
          {guardians.length === 0 ? (
            <p className="text-sm text-slate-600">Ningún familiar responde por un jugador.</p>
          ) : (
            <ul className="space-y-2">
              {guardians.map((g) => (
                <li key={g.user} className="flex flex-wrap items-center gap-3 text-sm">
                  <span className="min-w-0 flex-1 break-words">
                    {g.name} ({g.relation}) · {g.user} · responde por{" "}
                    {g.players.map((u) => playerOfUser.get(u) ?? u).join(", ")}
                  </span>
                  <Button variant="ghost" onClick={() => remove(g.user)}>
                    Quitar a {g.name}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {linked.length > 0 && (
            <div className="grid gap-3 sm:grid-cols-3">
              <Field label="Cuenta del familiar">
                {(f) => (
                  <Input
                    {...f}
                    spellCheck={false}
                    autoCapitalize="none"
                    value={typed.user}
                    onChange={(e) => setTyped({ ...typed, user: e.target.value })}
                  />
                )}
              </Field>
              <Field label="Nombre del familiar">
                {(f) => (
                  <Input
                    {...f}
                    value={typed.name}
                    onChange={(e) => setTyped({ ...typed, name: e.target.value })}
                  />
                )}
              </Field>
              <Field label="Relación (madre, padre, tutor/a…)">
                {(f) => (
                  <Input
                    {...f}
                    value={typed.relation}
                    onChange={(e) => setTyped({ ...typed, relation: e.target.value })}
                  />
                )}
              </Field>
              <fieldset className="sm:col-span-3">
                <legend className="text-sm font-medium text-slate-700">Responde por</legend>
                <div className="mt-1 flex flex-wrap gap-x-4">
                  {linked.map((a) => (
                    <label key={a.user} className="flex min-h-12 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-5"
                        checked={typed.players.includes(a.user)}
                        onChange={(e) =>
                          setTyped({
                            ...typed,
                            players: e.target.checked
                              ? [...typed.players, a.user]
                              : typed.players.filter((u) => u !== a.user),
                          })
                        }
                      />
                      {nameOf.get(a.playerId)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="sm:col-span-3">
                <Button onClick={add}>Añadir familiar</Button>
              </div>
            </div>
          )}
        </section>

        <section
          aria-label="Archivo de cuentas"
          className="space-y-3 border-t border-slate-100 pt-4"
        >
          {team === "" ? (
            <p className="text-sm text-slate-600">
              El archivo de cuentas se exporta cuando este dispositivo comparte con el cuerpo
              técnico (lleva el nombre de la base de datos del equipo).
            </p>
          ) : linked.length === 0 ? (
            <p className="text-sm text-slate-600">
              Ningún jugador tiene cuenta todavía: escríbelas en 'Respuestas de los jugadores'.
            </p>
          ) : (
            <Button variant="primary" onClick={exportFile}>
              Exportar archivo de cuentas
            </Button>
          )}
          {handOut.length > 0 && (
            <table className="w-full text-left text-sm" aria-label="Contraseñas para entregar">
              <thead>
                <tr>
                  <th className="py-1 pr-3">Quién</th>
                  <th className="py-1 pr-3">Cuenta</th>
                  <th className="py-1">Contraseña</th>
                </tr>
              </thead>
              <tbody>
                {handOut.map((h) => (
                  <tr key={h.user}>
                    <td className="py-1 pr-3">{h.name}</td>
                    <td className="py-1 pr-3 font-mono">{h.user}</td>
                    <td className="py-1 font-mono">{h.password}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        {notice && (
          <Alert tone={notice.tone} title={notice.tone === "error" ? "No se guardó" : undefined}>
            {notice.text}
          </Alert>
        )}
      </div>
    </Card>
  );
}
