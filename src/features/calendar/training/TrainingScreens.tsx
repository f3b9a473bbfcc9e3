// The training screens below the calendar (/calendar/entrenamiento/…): the form (new, edit one,
// edit the series), attendance, the session plan and the players' load. One lazy module. The
// address is read by hand rather than with <Routes>: that component would bring React Router's
// route-building code into the first page's shared chunk (≈ 0.4 KB gzip).
import { useParams } from "react-router";
import { EmptyState } from "../../../ui/EmptyState";
import { AttendancePage } from "./AttendancePage";
import { LoadPage } from "./LoadPage";
import { SessionPlanPage } from "./SessionPlanPage";
import { TrainingFormPage } from "./TrainingFormPage";

export function TrainingScreens() {
  const parts = (useParams()["*"] ?? "").split("/").filter(Boolean);
  if (parts[0] === "entrenamiento") {
    const [, a, b, c] = parts;
    if (a === "nuevo" && !b) return <TrainingFormPage />;
    if (a === "carga" && !b) return <LoadPage />;
    if (a === "serie" && b && c === "editar") return <TrainingFormPage seriesId={b} />;
    if (a && b === "editar" && !c) return <TrainingFormPage entryKey={a} />;
    if (a && b === "plan" && !c) return <SessionPlanPage entryKey={a} />;
    if (a && !b) return <AttendancePage entryKey={a} />;
  }
  return <EmptyState>Esta página no existe.</EmptyState>;
}
