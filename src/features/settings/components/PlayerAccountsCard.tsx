// 'Configuración' → 'Respuestas de los jugadores' (docs/sync.md, "The players' replies"): which
// account on the replies database is which player ('Cuenta para respuestas'), and the link that
// invites him (server, database and account; never a password).
import { useCallback, useMemo, useState } from "react";
import { playerServers } from "../../../config/deployment";
import { paths } from "../../../config/paths";
import { invitationLink } from "../../../domain/replies/coach";
import type { PlayerAccount } from "../../../domain/replies/coach";
import { readInvitation } from "../../../domain/replies/invitation";
import type { PlayerId } from "../../../domain/base/ids";
import type { Player } from "../../../domain/records/types";
import { draftStore, mergeFlat } from "../../../state/drafts";
import { usePlayers } from "../../../state/hooks";
import { savePlayerAccounts, usePlayerAccounts } from "../../../state/player-accounts";
import { getStoredSync } from "../../../state/sync";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { DraftNotice } from "../../../ui/DraftNotice";
import { Field, Input } from "../../../ui/Field";
import { useRecordForm } from "../../../ui/record-form";
import { playerAccountsSchema } from "../settings-schema";
import type { AccountRows } from "../settings-schema";
import { copyText } from "../../../ui/copy-text";
import type { Notice } from "../../../ui/copy-text";

/** The draft: each player's account by his id. */
const byPlayer = (v: AccountRows) =>
  Object.fromEntries(v.accounts.map((r) => [r.playerId, r.user]));

export function PlayerAccountsCard() {
  const players = usePlayers();
  const accounts = usePlayerAccounts();
  // A player added or removed opens the form afresh: what was typed comes back as its draft.
  return (
    <AccountsForm key={players.map((p) => p.id).join()} players={players} accounts={accounts} />
  );
}

type AccountsFormProps = { players: readonly Player[]; accounts: readonly PlayerAccount[] };

function AccountsForm({ players, accounts }: AccountsFormProps) {
  const accountOf = new Map(accounts.map((a) => [a.playerId, a.user]));
  const [initial] = useState<AccountRows>(() => ({
    accounts: players.map((p) => ({ playerId: p.id, user: accountOf.get(p.id) ?? "" })),
  }));
  const schema = useMemo(() => {
    const names = new Map(players.map((p) => [p.id, p.name]));
    return playerAccountsSchema((id) => names.get(id));
  }, [players]);
  const { form, draft, saveError, onSubmit, saved } = useRecordForm<AccountRows>({
    schema,
    defaultValues: initial,
    draftKey: "player-accounts",
    store: draftStore,
    parse: useCallback(
      (raw: unknown) => {
        const kept = mergeFlat(byPlayer(initial), raw);
        return (
          kept && { accounts: initial.accounts.map((r) => ({ ...r, user: kept[r.playerId]! })) }
        );
      },
      [initial],
    ),
    draftOf: byPlayer,
  });
  const { register, formState } = form;
  const [notice, setNotice] = useState<Notice | null>(null);
  const stored = getStoredSync();
  const sharing = stored.kind === "on" ? stored.settings : undefined;

  const save = onSubmit((values) => {
    const typed = values.accounts.filter((row, i) => row.user !== initial.accounts[i]?.user);
    const r = savePlayerAccounts(
      typed.map((row) => ({ playerId: row.playerId as PlayerId, user: row.user })),
    );
    if (r.ok) saved(values);
    setNotice(r.ok ? { tone: "success", text: "Cuentas guardadas." } : null);
    return r;
  });

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
    setNotice(
      await copyText(
        link,
        `Invitación de ${name} copiada: envíasela junto con su contraseña por otro medio.`,
        `El navegador no dejó copiar. La invitación es: ${link}`,
      ),
    );
  };

  return (
    <Card
      title="Respuestas de los jugadores"
      description="Cada jugador responde 'Voy', 'No voy' o 'Duda' desde su móvil con su propia cuenta del servidor, que solo ve el calendario publicado. Escribe aquí qué cuenta es de cada jugador."
    >
      <form
        id="respuestas"
        noValidate
        onSubmit={(e) => void save(e)}
        className="space-y-4"
        aria-label="Cuentas para respuestas"
      >
        <DraftNotice draft={draft} />
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
          {players.map((p, i) => {
            const linked = accountOf.get(p.id);
            return (
              <li key={p.id} className="flex flex-wrap items-end gap-3">
                <div className="min-w-48 flex-1">
                  <Field
                    label={`Cuenta para respuestas · ${p.name}`}
                    error={formState.errors.accounts?.[i]?.user?.message}
                  >
                    {(f) => (
                      <Input
                        {...f}
                        spellCheck={false}
                        autoCapitalize="none"
                        placeholder="sin cuenta"
                        {...register(`accounts.${i}.user`)}
                      />
                    )}
                  </Field>
                </div>
                {sharing && linked && (
                  <Button variant="ghost" onClick={() => void copy(p.name, linked)}>
                    Copiar invitación de {p.name}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {(saveError || notice) && (
          <Alert
            tone={saveError ? "error" : notice!.tone}
            title={saveError || notice?.tone === "error" ? "No se guardó" : undefined}
          >
            {saveError || notice!.text}
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
