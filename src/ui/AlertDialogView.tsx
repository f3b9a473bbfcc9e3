// The Radix alert dialog that DialogProvider shows. Its own module so that Radix (focus trap,
// scroll lock, portals: ~11 KB gzip) loads when the first dialog is asked for, not with the
// first page.
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { buttonClass } from "./Button";
import type { DialogRequest } from "./dialog-request";

type Props = {
  current: DialogRequest | undefined;
  close: (ok: boolean, value?: string) => void;
};

export function AlertDialogView({ current, close }: Props) {
  return (
    <AlertDialog.Root open={Boolean(current)} onOpenChange={(open) => !open && close(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          {current && (
            <>
              <AlertDialog.Title className="text-base font-semibold text-slate-900">
                {current.options.title ?? (current.kind === "alert" ? "Aviso" : "Confirmar")}
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm text-slate-600">
                {current.options.message}
              </AlertDialog.Description>
              <div className="mt-6 flex flex-wrap justify-end gap-2">
                {current.kind === "choose" ? (
                  <>
                    <AlertDialog.Cancel
                      className={buttonClass("secondary")}
                      onClick={() => close(false)}
                    >
                      {current.options.cancelLabel ?? "Cancelar"}
                    </AlertDialog.Cancel>
                    {current.options.choices.map((c, i) => (
                      <AlertDialog.Action
                        key={c.value}
                        className={buttonClass(
                          c.danger
                            ? "danger"
                            : i === current.options.choices.length - 1
                              ? "primary"
                              : "secondary",
                        )}
                        onClick={() => close(true, c.value)}
                      >
                        {c.label}
                      </AlertDialog.Action>
                    ))}
                  </>
                ) : current.kind === "confirm" ? (
                  <>
                    <AlertDialog.Cancel
                      className={buttonClass("secondary")}
                      onClick={() => close(false)}
                    >
                      {current.options.cancelLabel ?? "Cancelar"}
                    </AlertDialog.Cancel>
                    <AlertDialog.Action
                      className={buttonClass(current.options.danger ? "danger" : "primary")}
                      onClick={() => close(true)}
                    >
                      {current.options.confirmLabel ?? "Aceptar"}
                    </AlertDialog.Action>
                  </>
                ) : (
                  <AlertDialog.Action
                    className={buttonClass("primary")}
                    onClick={() => close(true)}
                  >
                    {current.options.okLabel ?? "Aceptar"}
                  </AlertDialog.Action>
                )}
              </div>
            </>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
