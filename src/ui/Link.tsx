// The app's links: an <a> whose click, without a modifier key, navigates inside the app, which is
// all the app asks of React Router's <Link>. Its <Link> and <NavLink> also carry page
// prefetching, view transitions and framework-mode code the app never uses, which made up
// ≈ 2.6 KB gzip of the first page.
import type { AnchorHTMLAttributes } from "react";
import { useHref, useLinkClickHandler } from "react-router";

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path of the app. */
  to: string;
};

export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented) navigate(e);
      }}
    />
  );
}
