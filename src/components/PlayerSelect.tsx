// The one player picker: an accessible combobox (Downshift's
// useCombobox, WAI-ARIA 1.2 combobox pattern) that finds a player by shirt number or by name as
// the coach types. Typing '11' offers #11 first, and Enter picks it. The value is a player id
// ('' for none). Only the form routes import this module, so Downshift is never in the first
// page's bundle.
import { useCombobox } from "downshift";
import { useMemo, useState } from "react";
import { positionLabel } from "../domain/squad/player-labels";
import { playerOptionLabel, searchPlayers } from "../domain/squad/player-search";
import type { Player } from "../domain/records/types";
import { cx } from "../ui/cx";

/** How many matches the list shows at once: enough for a squad, cheap for a huge one. */
const MAX_SHOWN = 60;

type PickerPlayer = Pick<Player, "id" | "name" | "number" | "position">;

export type PlayerSelectProps = {
  /** From Field: the input's id, invalid state and message. */
  id: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  /** The field's label as plain text (the list button's tooltip). */
  listLabel: string;
  players: readonly PickerPlayer[];
  /** Narrows the choice (e.g. only players who took part); the current choice stays visible. */
  only?: ReadonlySet<string> | undefined;
  value: string;
  /** Player id → a mark shown beside the name ('Lesionado', 'Sancionado'…). */
  marks?: ReadonlyMap<string, string> | undefined;
  onChange: (playerId: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  name?: string;
  ref?: React.Ref<HTMLInputElement>;
  placeholder?: string;
};

export function PlayerSelect({
  id,
  listLabel,
  players,
  only,
  value,
  marks,
  onChange,
  onBlur,
  onFocus,
  name,
  ref,
  placeholder = "Dorsal o nombre…",
  ...aria
}: PlayerSelectProps) {
  const shown = useMemo(
    () => (only ? players.filter((p) => only.has(p.id) || p.id === value) : players),
    [players, only, value],
  );
  const selected = useMemo(() => players.find((p) => p.id === value) ?? null, [players, value]);
  const selectedText = selected ? playerOptionLabel(selected) : "";
  const [input, setInput] = useState(selectedText);
  // When the value changes from outside (a draft restored, a formation change), show it.
  const [syncedText, setSyncedText] = useState(selectedText);
  if (syncedText !== selectedText) {
    setSyncedText(selectedText);
    setInput(selectedText);
  }

  // The chosen player's own label lists everyone, so opening the list shows the whole choice.
  const query = input === selectedText ? "" : input;
  const items = useMemo(() => searchPlayers(shown, query).slice(0, MAX_SHOWN), [shown, query]);

  const {
    isOpen,
    highlightedIndex,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
  } = useCombobox<PickerPlayer>({
    items,
    inputId: id,
    menuId: `${id}-list`,
    selectedItem: selected,
    inputValue: input,
    defaultHighlightedIndex: 0,
    itemToString: (p) => (p ? playerOptionLabel(p) : ""),
    itemToKey: (p) => p?.id,
    onInputValueChange: ({ inputValue }) => setInput(inputValue ?? ""),
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem?.id ?? ""),
    stateReducer: (state, { type, changes }) => {
      if (type !== useCombobox.stateChangeTypes.InputBlur) return changes;
      // Leaving an emptied field clears the choice; leaving half-typed text keeps the choice.
      if (state.inputValue.trim() === "") {
        return { ...changes, selectedItem: null, inputValue: "" };
      }
      const kept = changes.selectedItem ?? state.selectedItem;
      return { ...changes, inputValue: kept ? playerOptionLabel(kept) : "" };
    },
  });

  return (
    <div className="relative">
      <div className="flex">
        <input
          // Downshift's documented way to add our ref: it merges it with its own, never reads it
          // during render.
          // eslint-disable-next-line react-hooks/refs
          {...getInputProps({
            ref,
            name,
            onBlur,
            onFocus,
            // The list follows every keystroke at once: Downshift reports a typed value from an
            // effect, after the next key may already have arrived, and an Enter typed right
            // after the digits would pick from the previous list (a keyboard-only coach typing
            // '3' Enter got #1).
            onChange: (e: React.ChangeEvent<HTMLInputElement>) => setInput(e.currentTarget.value),
            placeholder,
            autoComplete: "off",
            // Named by the Field's <label for>, not by a Downshift label element.
            "aria-labelledby": undefined,
            ...aria,
            className: cx(
              "block h-10 w-full min-w-0 rounded-l-lg border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none",
              aria["aria-invalid"] ? "border-red-400" : "border-slate-300",
            ),
          })}
        />
        <button
          type="button"
          // Out of the Tab order (the input opens the list with the arrow keys) and named on
          // its own, so a search by the field's label finds only the input.
          {...getToggleButtonProps({
            "aria-label": "Ver jugadores",
            title: `Ver lista: ${listLabel}`,
            tabIndex: -1,
          })}
          className="h-10 rounded-r-lg border border-l-0 border-slate-300 bg-slate-50 px-2 text-slate-500 hover:bg-slate-100"
        >
          <span aria-hidden>▾</span>
        </button>
      </div>
      <ul
        // A name of its own, so a search by the field's label finds only the input.
        {...getMenuProps({ "aria-label": "Jugadores", "aria-labelledby": undefined })}
        hidden={!isOpen}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
      >
        {isOpen && items.length === 0 && (
          <li className="px-3 py-2 text-slate-500">Ningún jugador coincide.</li>
        )}
        {isOpen &&
          items.map((p, index) => (
            <li
              key={p.id}
              {...getItemProps({ item: p, index })}
              className={cx(
                "flex cursor-pointer justify-between gap-3 px-3 py-1.5",
                highlightedIndex === index && "bg-brand-50 text-brand-800",
                p.id === value && "font-semibold",
              )}
            >
              <span>{playerOptionLabel(p)}</span>
              {marks?.get(p.id) ? (
                <span className="text-xs font-medium text-red-700">{marks.get(p.id)}</span>
              ) : (
                <span className="text-xs text-slate-500">{positionLabel[p.position]}</span>
              )}
            </li>
          ))}
      </ul>
    </div>
  );
}
