import { Suspense, lazy, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { links, paths } from "../../config/paths";
import { recordOf } from "../../domain/timeline/match-result";
import { rivalMatches } from "../../domain/rivals/rival-record";
import { useRecordAt } from "../../state/record-at";
import { MatchFilterBar, useMatchFilter } from "../../components/MatchFilterBar";
import { useFilterOptions, useFilteredMatches } from "../../state/match-selectors";
import { useFormations } from "../../state/hooks";
import { Button, ButtonLink } from "../../ui/Button";
import { PageHeader } from "../../ui/PageHeader";
import { RivalMatches } from "./components/RivalMatches";
import { RivalNotes } from "./components/RivalNotes";
import { RivalSummary } from "./components/RivalSummary";
import { NotSharedNote } from "../../components/NotSharedNote";
import { useNotShared } from "../../state/not-shared";

// The edit form (react-hook-form and zod) loads only when the coach asks to edit.
const EditRivalCard = lazy(() =>
  import("./components/EditRivalCard").then((m) => ({ default: m.EditRivalCard })),
);

export const RIVAL_LOADING = "Cargando detalles del rival...";
export const RIVAL_NOT_FOUND_LOG = "Invalid rival ID or rival not found.";

export function RivalDetailPage() {
  const { index } = useParams();
  const navigate = useNavigate();
  const formations = useFormations();
  const matchFilter = useMatchFilter();
  const filterOptions = useFilterOptions();
  const { matches } = useFilteredMatches(matchFilter);
  // The index is resolved to the rival's id once: another tab's changes never swap the rival.
  const pinned = useRecordAt("rivals", index);
  const at = pinned?.index;
  const rival = pinned?.record;
  const refused = useNotShared("rival").get(rival?.id ?? "");
  const [editing, setEditing] = useState(false);
  const reported = useRef<string | undefined>(undefined);

  // Spec 8: an invalid index or a missing rival is logged and sends the user back to the list.
  useEffect(() => {
    if (rival || reported.current === index) return;
    reported.current = index;
    console.error(RIVAL_NOT_FOUND_LOG);
    navigate(paths.rivals, { replace: true });
  }, [rival, index, navigate]);

  const found = useMemo(() => (rival ? rivalMatches(rival, matches) : []), [rival, matches]);
  // Same figures as rivalRecord(rival, matches), without finding the matches a second time.
  const record = useMemo(
    () => (rival ? { played: found.length, ...recordOf(found) } : null),
    [rival, found],
  );

  if (!rival || at === undefined || !record) {
    return (
      <>
        <PageHeader title="Detalles del Rival" />
        <p className="text-sm text-slate-500" role="status">
          {RIVAL_LOADING}
        </p>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Detalles del Rival"
        subtitle={rival.name}
        actions={<ButtonLink to={paths.rivals}>Volver</ButtonLink>}
      />
      {refused && (
        <div className="mb-4">
          <NotSharedNote reason={refused} form={links.rival(at)} />
        </div>
      )}
      <MatchFilterBar options={filterOptions} />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          {editing ? (
            <Suspense fallback={<p className="text-sm text-slate-500">Cargando…</p>}>
              <EditRivalCard rival={rival} onDone={() => setEditing(false)} />
            </Suspense>
          ) : (
            <RivalSummary
              rival={rival}
              record={record}
              actions={
                <Button size="sm" onClick={() => setEditing(true)}>
                  Editar rival
                </Button>
              }
            />
          )}
          <RivalMatches matches={found} formations={formations} />
        </div>
        <RivalNotes rivalId={rival.id} notes={rival.notes} />
      </div>
    </>
  );
}
