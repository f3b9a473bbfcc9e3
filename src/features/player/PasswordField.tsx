// The player's password, typed on the phone to sign in (the invitation) or again when the
// session ends: large enough to tap, and never stored.
import { Field, Input } from "../../ui/Field";

export function PasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Field label="Contraseña" error={error}>
      {(p) => (
        <Input
          {...p}
          type="password"
          name="password"
          autoComplete="current-password"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="h-12 text-base"
        />
      )}
    </Field>
  );
}
