import type { Slot, SlotGroup } from "../../../domain/squad/formation-roles";
import { positionNumber } from "../../../domain/squad/formation-roles";
import { cx } from "../../../ui/cx";

const SECTION_TITLES: Record<SlotGroup, string> = {
  goalkeeper: "Portero",
  defenders: "Defensas",
  midfielders: "Centrocampistas",
  forwards: "Delanteros",
};
const ORDER: readonly SlotGroup[] = ["goalkeeper", "defenders", "midfielders", "forwards"];

type RoleFieldsProps = {
  slots: readonly Slot[];
  roles: Readonly<Record<string, string>>;
  activeKey: string | undefined;
  onRename: (key: string, name: string) => void;
  onFocusKey: (key: string | undefined) => void;
};

/** One editable role name per position, grouped as on the pitch. */
export function RoleFields({ slots, roles, activeKey, onRename, onFocusKey }: RoleFieldsProps) {
  return (
    <div className="space-y-5">
      {ORDER.map((group) => {
        const inGroup = slots.filter((s) => s.group === group);
        if (inGroup.length === 0) return null;
        return (
          <fieldset key={group}>
            <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {SECTION_TITLES[group]}
            </legend>
            <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
              {inGroup.map((slot) => {
                const n = positionNumber(slot.key);
                return (
                  <label
                    key={slot.key}
                    className={cx(
                      "flex items-center gap-2 rounded-lg border bg-white py-1 pr-1 pl-1.5 shadow-sm transition-colors focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20",
                      activeKey === slot.key ? "border-brand-600" : "border-slate-300",
                    )}
                  >
                    <span
                      className="flex h-7 w-7 shrink-0 items-center justify-center rounded-md bg-brand-50 text-xs font-semibold text-brand-800 tabular-nums"
                      aria-hidden
                    >
                      {n}
                    </span>
                    <span className="sr-only">Rol de {slot.key}</span>
                    <input
                      id={`role-${n}`}
                      data-role-key={slot.key}
                      className="h-8 min-w-0 flex-1 bg-transparent text-sm text-slate-900 focus:outline-none"
                      value={roles[slot.key] ?? ""}
                      maxLength={40}
                      onChange={(e) => onRename(slot.key, e.target.value)}
                      onFocus={() => onFocusKey(slot.key)}
                      onBlur={() => onFocusKey(undefined)}
                    />
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
