import { hexColorOr } from "../../../domain/base/hex-color";
import { cx } from "../../../ui/cx";

type ColorSwatchesProps = {
  primary: string;
  secondary: string;
  size?: "sm" | "md";
  className?: string;
};

/** A rival's kit colours as two swatches. Only #rrggbb values reach the style. */
export function ColorSwatches({ primary, secondary, size = "sm", className }: ColorSwatchesProps) {
  // Stored colours are untrusted text: anything but #rrggbb is drawn as neutral grey.
  const colors = [hexColorOr(primary, "#cbd5e1"), hexColorOr(secondary, "#cbd5e1")];
  const dot = size === "sm" ? "h-3.5 w-3.5" : "h-5 w-5";
  return (
    <span
      className={cx("inline-flex items-center gap-1", className)}
      role="img"
      aria-label={`Colores: ${colors[0]} y ${colors[1]}`}
    >
      {colors.map((c, i) => (
        <span
          key={i}
          className={cx(dot, "rounded-full border border-slate-300 shadow-inner")}
          style={{ backgroundColor: c }}
        />
      ))}
    </span>
  );
}
