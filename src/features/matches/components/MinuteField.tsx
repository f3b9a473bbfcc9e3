// The minute of a goal or a substitution: a whole number from 0 to 120 (extra time included).
import type { UseFormRegisterReturn } from "react-hook-form";
import { MAX_MINUTE } from "../../../domain/match/match-form";
import { Field, Input } from "../../../ui/Field";

type Props = {
  error: string | undefined;
  registration: UseFormRegisterReturn;
  /** A card's minute may be left empty. */
  optional?: boolean;
};

export function MinuteField({ error, registration, optional }: Props) {
  return (
    <Field label={optional ? "Minuto (opcional)" : "Minuto"} error={error}>
      {(p) => (
        <Input
          {...p}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_MINUTE}
          className="tabular-nums"
          {...registration}
        />
      )}
    </Field>
  );
}
