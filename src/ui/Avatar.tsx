import { useState } from "react";
import { isHttpUrl as isHttp } from "../domain/base/url";
import { cx } from "./cx";

const palette = [
  "bg-emerald-700",
  "bg-sky-700",
  "bg-indigo-700",
  "bg-rose-700",
  "bg-amber-700",
  "bg-teal-700",
  "bg-fuchsia-700",
  "bg-slate-600",
];

function initials(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? words[0]![0]! + words[words.length - 1]![0]! : (words[0] ?? "?").slice(0, 2);
  return letters.toUpperCase();
}

function hash(s: string) {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0;
  return Math.abs(h);
}

type AvatarProps = {
  name: string;
  photo?: string | undefined;
  size?: "sm" | "md" | "lg";
  className?: string;
};
const sizes = { sm: "h-8 w-8 text-xs", md: "h-10 w-10 text-sm", lg: "h-20 w-20 text-2xl" };

/**
 * A player's photo, or their initials on a colour when there is none or it fails to load.
 * Nothing is fetched from another host for the fallback: the app works offline.
 */
export function Avatar({ name, photo, size = "md", className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = isHttp(photo) && failed !== photo;
  return showPhoto ? (
    <img
      src={photo}
      alt={name}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(photo)}
      className={cx("shrink-0 rounded-full bg-slate-100 object-cover", sizes[size], className)}
    />
  ) : (
    <span
      role="img"
      aria-label={name}
      className={cx(
        "inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white",
        palette[hash(name) % palette.length],
        sizes[size],
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
