// The calendar subscription as 'Configuración' sees it (docs/sync.md "The calendar address"):
// where the pool stands and 'Cambiar dirección'. The requests (sync/feed.ts) load only when the
// card opens; the engine keeps the file up to date on its own while sharing is on.
import type * as FeedModule from "../sync/feed";
import type { FeedLink, FeedState } from "../sync/feed";
import { getSyncSettings } from "./sync";
import { syncPort } from "./sync-port";

export type { FeedState };

const UNREACHED =
  "No se pudo contactar con el servidor. Comprueba la conexión e inténtalo de nuevo.";

/** Runs `work` on the feed; any error it throws carries a Spanish message for the card. */
async function withFeed(
  work: (feed: typeof FeedModule, link: FeedLink) => Promise<FeedState>,
): Promise<FeedState | null> {
  const settings = getSyncSettings();
  if (!settings) return null;
  let feed: typeof FeedModule | undefined;
  try {
    feed = await import("../sync/feed");
    return await work(feed, {
      server: settings.server,
      teamDb: settings.database,
      request: feed.cookieRequest(settings.server),
    });
  } catch (e) {
    throw feed && e instanceof feed.FeedError ? e : new Error(UNREACHED);
  }
}

/** The schedule as the store holds it now. */
const schedule = (feed: typeof FeedModule) => feed.feedFromPort(syncPort(() => undefined));

/** The address in use, its file written first if the schedule changed (null: sharing is off). */
export const loadFeed = () => withFeed((feed, link) => feed.publishFeed(link, schedule(feed)));

/** 'Cambiar dirección': the old address answers 404 from now on; the file moves to the next. */
export const changeFeed = () =>
  withFeed((feed, link) => feed.changeFeedAddress(link, schedule(feed)));
