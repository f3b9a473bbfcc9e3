// 'Configuración' → 'Calendario' (docs/sync.md "The calendar address"): the subscription address
// a player adds once to his phone's calendar, to copy or share, and 'Cambiar dirección' when it
// reached someone it should not have.
import { useEffect, useState } from "react";
import { feedPoolText } from "../../../domain/calendar/feed";
import { changeFeed, loadFeed } from "../../../state/feed";
import type { FeedState } from "../../../state/feed";
import { getStoredSync } from "../../../state/sync";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { useDialogs } from "../../../ui/dialogs";
import { copyText } from "../../../ui/copy-text";
import type { Notice } from "../../../ui/copy-text";

const CONFIRM_CHANGE =
  "La dirección actual dejará de funcionar: quien se suscribió con ella dejará de recibir los cambios y tendrá que suscribirse con la nueva. ¿Cambiar la dirección?";

/** state/feed.ts says in Spanish what went wrong. */
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function FeedCard() {
  const sharing = getStoredSync().kind === "on";
  const [feed, setFeed] = useState<FeedState | null>(null);
  const [busy, setBusy] = useState(sharing);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (!sharing) return;
    let live = true;
    loadFeed()
      .then((f) => live && setFeed(f))
      .catch((e: unknown) => live && setNotice({ tone: "error", text: message(e) }))
      .finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
  }, [sharing]);

  const copy = async (address: string) => {
    setNotice(
      await copyText(
        address,
        "Dirección copiada: compártela con la plantilla.",
        `El navegador no dejó copiar. La dirección es: ${address}`,
      ),
    );
  };

  const share = async (address: string) => {
    try {
      await navigator.share({ title: "Calendario del equipo", url: address });
    } catch {
      // Closed without sharing: nothing to say.
    }
  };

  const change = async () => {
    setBusy(true);
    try {
      setFeed(await changeFeed());
      setNotice({
        tone: "success",
        text: "Dirección cambiada: la anterior ya no funciona. Comparte la nueva con la plantilla.",
      });
    } catch (e) {
      setNotice({ tone: "error", text: message(e) });
    } finally {
      setBusy(false);
    }
  };

  const address = feed?.address ?? null;
  const low = feed ? feedPoolText(feed) : "";
  return (
    <Card
      title="Calendario"
      description="Una dirección que cada jugador añade una vez al calendario de su móvil (Google, Apple u Outlook): los partidos y entrenamientos, con la citación, se actualizan solos cuando los cambias o los suspendes."
    >
      <section aria-label="Suscribirse al calendario" className="space-y-3">
        <h3 className="font-semibold text-slate-800">Suscribirse al calendario</h3>
        {!sharing && (
          <p className="text-sm text-slate-600">
            Disponible al compartir con el cuerpo técnico: la dirección la sirve el servidor del
            equipo.
          </p>
        )}
        {sharing && busy && !address && (
          <p className="text-sm text-slate-600" role="status">
            Leyendo la dirección…
          </p>
        )}
        {address && (
          <>
            <label className="block text-sm font-medium text-slate-700" htmlFor="feed-address">
              Dirección del calendario
            </label>
            {/* All of it in view, wrapped: the coach checks what he shares. */}
            <textarea
              id="feed-address"
              readOnly
              rows={3}
              value={address}
              onFocus={(e) => e.currentTarget.select()}
              className="w-full resize-none rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs break-all text-slate-800"
            />
            <p className="text-xs text-slate-600">
              Google Calendar: «Otros calendarios» → «Desde URL». iPhone: Ajustes → Calendario →
              Cuentas → «Añadir calendario suscrito». Outlook: «Añadir calendario» → «Suscribirse
              desde la web».
            </p>
            {/* 48 px targets: the address is shared from the coach's phone. */}
            <div className="flex flex-wrap gap-2">
              <Button variant="primary" className="h-12" onClick={() => void copy(address)}>
                Copiar dirección
              </Button>
              {typeof navigator.share === "function" && (
                <Button className="h-12" onClick={() => void share(address)}>
                  Compartir
                </Button>
              )}
              <ChangeAddress onConfirmed={change} disabled={busy || feed?.left === 0} />
            </div>
          </>
        )}
        {low && <Alert tone="warning">{low}</Alert>}
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </section>
    </Card>
  );
}

/** 'Cambiar dirección', asked first: whoever subscribed with the old address loses it. */
function ChangeAddress(props: { onConfirmed: () => Promise<void>; disabled: boolean }) {
  const { confirm } = useDialogs();
  const click = async () => {
    if (await confirm({ message: CONFIRM_CHANGE, danger: true, confirmLabel: "Cambiar" }))
      await props.onConfirmed();
  };
  return (
    <Button
      variant="danger"
      className="h-12"
      onClick={() => void click()}
      disabled={props.disabled}
    >
      Cambiar dirección
    </Button>
  );
}
