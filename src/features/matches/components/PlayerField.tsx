// A player field of the match form: a label, the searchable player combobox bound to the form
// (value = player id) and the message beside it. `only` narrows the list (e.g. the bench).
import { useController } from "react-hook-form";
import type { Control, FieldPath } from "react-hook-form";
import type { ReactNode } from "react";
import { PlayerSelect } from "../../../components/PlayerSelect";
import type { MatchFormValues } from "../../../domain/match/match-form";
import type { Player } from "../../../domain/records/types";
import { Field } from "../../../ui/Field";

type Props = {
  control: Control<MatchFormValues>;
  name: FieldPath<MatchFormValues>;
  label: ReactNode;
  /** The label as plain text, for the list's accessible name. */
  text: string;
  players: readonly Player[];
  only?: ReadonlySet<string> | undefined;
  error?: string | undefined;
  /** A line under the field (e.g. why a suggested player was picked). */
  hint?: string | undefined;
  onFocus?: () => void;
  onBlur?: () => void;
  className?: string;
};

export function PlayerField({
  control,
  name,
  label,
  text,
  players,
  only,
  error,
  hint,
  onFocus,
  onBlur,
  className,
}: Props) {
  const { field } = useController({ control, name });
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(p) => (
        <PlayerSelect
          {...p}
          listLabel={text}
          players={players}
          only={only}
          value={typeof field.value === "string" ? field.value : ""}
          onChange={field.onChange}
          onBlur={() => {
            field.onBlur();
            onBlur?.();
          }}
          {...(onFocus ? { onFocus } : {})}
          name={field.name}
          ref={field.ref}
        />
      )}
    </Field>
  );
}
