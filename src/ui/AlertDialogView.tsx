// The Radix alert dialog that DialogProvider shows. Its own module so that Radix (focus trap,
// scroll lock, portals: ~11 KB gzip) loads when the first dialog is asked for, not with the
// first page.
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { buttonClass } from "./Button";
import type { DialogRequest } from "./dialogs";

type Props = { current: DialogRequest | undefined; close: (ok: boolean) => void };

export function AlertDialogView({ current, close }: Props) {
  return (
    <AlertDialog.Root open={Boolean(current)} onOpenChange={(open) => !open && close(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          {current && (
            <>
              <AlertDialog.Title className="text-base font-semibold text-slate-900">
                {current.options.title ?? (current.kind === "confirm" ? "Confirmar" : "Aviso")}
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm text-slate-600">
                {current.options.message}
              </AlertDialog.Description>
              <div className="mt-6 flex justify-end gap-2">
                {current.kind === "confirm" ? (
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
