// /live: the match recorded from the touchline. Designed for phones first.
// Without a match in progress it shows the setup; with one, the live screen; after the final
// whistle, the review. Reload at any moment and it comes back where it was.
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Toaster } from "sonner";
import { LIVE_DAMAGED_MESSAGE, useLive } from "../../state/live";
import { MatchScreen } from "./components/MatchScreen";
import { ReviewScreen } from "./components/ReviewScreen";
import { SetupScreen } from "./components/SetupScreen";

export function LivePage() {
  const { live, damaged } = useLive();
  const [params] = useSearchParams();
  const [reviewing, setReviewing] = useState(false);
  // Setup, match and review share one URL: going from one to the next opens it at its top
  // (the setup's 'Ir al partido' is at the bottom of a long squad list).
  const screen = !live ? "setup" : reviewing ? "review" : "match";
  const shown = useRef(screen);
  useEffect(() => {
    if (shown.current !== screen) window.scrollTo(0, 0);
    shown.current = screen;
  }, [screen]);
  return (
    <div className="mx-auto -mt-4 max-w-3xl md:mt-0">
      <Toaster
        // Without it sonner reads the page's computed direction on every render (each tap),
        // forcing a restyle of the whole page before the frame.
        dir="ltr"
        position="bottom-center"
        closeButton
        // 'live-toast' makes 'Deshacer' and the close button touch-sized (index.css).
        toastOptions={{ className: "live-toast text-base", closeButtonAriaLabel: "Cerrar aviso" }}
        offset={16}
        mobileOffset={12}
      />
      {damaged && !live && (
        <p
          role="alert"
          className="mb-3 rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"
        >
          {LIVE_DAMAGED_MESSAGE}
        </p>
      )}
      {!live ? (
        <SetupScreen key="setup" planId={params.get("plan")} fixtureId={params.get("fixture")} />
      ) : reviewing ? (
        <ReviewScreen live={live} onBack={() => setReviewing(false)} />
      ) : (
        <MatchScreen live={live} onReview={() => setReviewing(true)} />
      )}
    </div>
  );
}
