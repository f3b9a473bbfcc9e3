// Quiet notices above every screen: working offline, and demo data being shown.
import { Suspense, lazy, useEffect, useState } from "react";
import { Link } from "../ui/Link";
import { paths } from "../config/paths";
import { useDemoLoaded } from "../state/demo-status";
import { afterLoadAndIdle } from "./after-load";
import { pill } from "./notice-pill";

const OfflineNotice = lazy(() =>
  import("./OfflineNotice").then((m) => ({ default: m.OfflineNotice })),
);

export function DataNotices() {
  const demo = useDemoLoaded();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterLoadAndIdle(() => setLoaded(true)), []);
  // `empty:hidden`: nothing to say (online, real data) takes no room.
  return (
    <div className="flex flex-wrap gap-2 empty:hidden">
      {loaded && (
        <Suspense fallback={null}>
          <OfflineNotice />
        </Suspense>
      )}
      {demo && (
        <p role="note" className={`${pill} border-violet-200 bg-violet-50 text-violet-900`}>
          <span aria-hidden className="h-2 w-2 rounded-full bg-violet-500" />
          Estás viendo el equipo de ejemplo: son datos inventados.{" "}
          <Link
            to={paths.data}
            className="inline-flex min-h-12 items-center font-medium underline md:min-h-0"
          >
            Borrarlos en Datos
          </Link>
        </p>
      )}
    </div>
  );
}
