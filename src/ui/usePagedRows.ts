// One page of a long table at a time on screen, every row on paper: while the browser prepares
// a print (beforeprint … afterprint) the whole list is shown, so a printed table is complete.
import { useEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { pageOf } from "../domain/base/paging";
import type { Page } from "../domain/base/paging";

export function usePagedRows<T>(
  items: readonly T[],
  pageSize: number,
): Page<T> & { onPage: (page: number) => void } {
  const [page, setPage] = useState(0);
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    // flushSync: the print snapshot is taken right after 'beforeprint' returns.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    addEventListener("beforeprint", before);
    addEventListener("afterprint", after);
    return () => {
      removeEventListener("beforeprint", before);
      removeEventListener("afterprint", after);
    };
  }, []);
  // The same page object while nothing changes, so a table can memoize the rows it builds.
  return useMemo(
    () => ({
      ...pageOf(items, printing ? 0 : page, printing ? Math.max(1, items.length) : pageSize),
      onPage: setPage,
    }),
    [items, page, printing, pageSize],
  );
}
