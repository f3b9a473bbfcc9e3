import { useId } from "react";
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { cx } from "./cx";

const control =
  "block w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500";
const okBorder = "border-slate-300";
const errBorder = "border-red-400";

type FieldProps = {
  label: ReactNode;
  /** Shown under the control in red; also marks the control invalid. */
  error?: string | undefined;
  /** A non-blocking notice under the control. */
  warning?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (props: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
  }) => ReactNode;
};

/** Label, control, and the message about it, tied together for assistive technology. */
export function Field({ label, error, warning, hint, required, className, children }: FieldProps) {
  const id = useId();
  const msgId = `${id}-msg`;
  const hasMsg = Boolean(error || warning || hint);
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden>
            *
          </span>
        )}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        ...(hasMsg ? { "aria-describedby": msgId } : {}),
      })}
      {error ? (
        <p id={msgId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : warning ? (
        <p id={msgId} className="text-sm text-amber-700">
          {warning}
        </p>
      ) : hint ? (
        <p id={msgId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type Invalid = { "aria-invalid"?: boolean | "true" | "false" };

export function Input({
  className,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }) {
  const invalid =
    (rest as Invalid)["aria-invalid"] === true || (rest as Invalid)["aria-invalid"] === "true";
  return (
    <input className={cx(control, "h-10", invalid ? errBorder : okBorder, className)} {...rest} />
  );
}

export function Select({
  className,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> }) {
  const invalid =
    (rest as Invalid)["aria-invalid"] === true || (rest as Invalid)["aria-invalid"] === "true";
  return (
    <select
      className={cx(control, "h-10 pr-8", invalid ? errBorder : okBorder, className)}
      {...rest}
    />
  );
}

export function Textarea({
  className,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: React.Ref<HTMLTextAreaElement> }) {
  const invalid =
    (rest as Invalid)["aria-invalid"] === true || (rest as Invalid)["aria-invalid"] === "true";
  return (
    <textarea
      className={cx(control, "py-2", invalid ? errBorder : okBorder, className)}
      {...rest}
    />
  );
}

/** A search box with a magnifier, for list screens. */
export function SearchInput({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={cx("relative", className)}>
      <svg
        aria-hidden
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        fill="currentColor"
      >
        <path
          fillRule="evenodd"
          d="M9 3.5a5.5 5.5 0 1 0 3.4 9.83l3.63 3.64a.75.75 0 1 0 1.06-1.06l-3.63-3.64A5.5 5.5 0 0 0 9 3.5ZM5 9a4 4 0 1 1 8 0 4 4 0 0 1-8 0Z"
          clipRule="evenodd"
        />
      </svg>
      <input type="search" className={cx(control, okBorder, "h-10 pl-9")} {...rest} />
    </div>
  );
}
