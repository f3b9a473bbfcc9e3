import { useState } from "react";
import { cx } from "./cx";

/** Images the app may show from a stored address: http(s), or an inline image (data:image/…). */
const isShowable = (src: string | undefined): src is string =>
  !!src && (/^https?:\/\//i.test(src) || /^data:image\//i.test(src));

type CrestProps = { src?: string | undefined; alt: string; className?: string };

/** A team's crest; nothing at all when there is none or it fails to load. */
export function Crest({ src, alt, className }: CrestProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!isShowable(src) || failed === src) return null;
  return (
    <img
      src={src}
      alt={alt}
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
      className={cx("inline-block shrink-0 object-contain", className)}
    />
  );
}
