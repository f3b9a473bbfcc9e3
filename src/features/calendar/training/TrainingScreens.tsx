// The training screens below the calendar (/calendar/entrenamiento/…): the form (new, edit one,
// edit the series), attendance, the session plan and the players' load. One lazy module.
import { Route, Routes } from "react-router";
import { EmptyState } from "../../../ui/EmptyState";
import { AttendancePage } from "./AttendancePage";
import { LoadPage } from "./LoadPage";
import { SessionPlanPage } from "./SessionPlanPage";
import { TrainingFormPage } from "./TrainingFormPage";

export function TrainingScreens() {
  return (
    <Routes>
      <Route path="entrenamiento/nuevo" element={<TrainingFormPage />} />
      <Route path="entrenamiento/carga" element={<LoadPage />} />
      <Route path="entrenamiento/serie/:seriesId/editar" element={<TrainingFormPage />} />
      <Route path="entrenamiento/:key/editar" element={<TrainingFormPage />} />
      <Route path="entrenamiento/:key/plan" element={<SessionPlanPage />} />
      <Route path="entrenamiento/:key" element={<AttendancePage />} />
      <Route path="*" element={<EmptyState>Esta página no existe.</EmptyState>} />
    </Routes>
  );
}
