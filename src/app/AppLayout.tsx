import { useLayoutEffect } from "react";
import { Navigate, Outlet, useLocation, useNavigation, useNavigationType } from "react-router";
import { APP_NAME } from "../config/app";
import { extraMenu, isPlayerPath, menu, paths, phoneFirstPaths } from "../config/paths";
import { cleanTeamName, teamDisplayName } from "../domain/records/team-settings";
import { isPlayerDevice } from "../state/player-mode";
import { useTeamSettings } from "../state/team-settings";
import { AppShell } from "../ui/AppShell";
import { TabTeamName } from "../ui/PageHeading";
import { menuIcons } from "./menu-icons";
import { DataNotices } from "./DataNotices";
import { StorageBanner } from "./StorageBanner";
import { SyncNoticesSlot, SyncStatusSlot } from "./SyncSlots";

const topLinks = [
  { label: "Configuración", to: paths.settings, icon: menuIcons[paths.settings] },
  { label: "Datos", to: paths.data, icon: menuIcons[paths.data] },
];

const entries = menu.map((m) => ({ ...m, icon: menuIcons[m.to] }));
const extraEntries = extraMenu.map((m) => ({ ...m, icon: menuIcons[m.to] }));

/**
 * The player view (`/jugador…`) has its own frame, without the staff menu, banners or sharing
 * status; on a player's device (docs/sync.md, "La vista del jugador") every other route leads
 * to it, so nothing of the staff screens, and none of the staff's lists, is ever shown there.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  if (isPlayerPath(pathname)) return <Outlet />;
  if (isPlayerDevice()) return <Navigate to={paths.playerHome} replace />;
  return <StaffLayout />;
}

function StaffLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const team = useTeamSettings();
  // A new screen opens at its top, as a page would (a link from far down a list otherwise lands
  // mid-page); back and forward leave the position to the browser. A change of the URL's query
  // only (filters) keeps the place.
  useLayoutEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return (
    <AppShell
      appName={APP_NAME}
      teamName={teamDisplayName(team)}
      teamCrest={team.crest}
      menu={entries}
      extraMenu={extraEntries}
      phoneFirst={phoneFirstPaths.some((p) => pathname.startsWith(p))}
      topLinks={topLinks}
      status={<SyncStatusSlot />}
      banners={
        <>
          <StorageBanner />
          <SyncNoticesSlot />
          <DataNotices />
        </>
      }
    >
      <div
        aria-busy={navigation.state === "loading"}
        className={navigation.state === "loading" ? "opacity-70 transition-opacity" : undefined}
      >
        <TabTeamName.Provider value={cleanTeamName(team.name)}>
          <Outlet />
        </TabTeamName.Provider>
      </div>
    </AppShell>
  );
}
