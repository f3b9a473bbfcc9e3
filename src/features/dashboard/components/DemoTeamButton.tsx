// 'Cargar equipo de ejemplo': fills an empty app with a realistic season to try things out.
// The season's builder is fetched on click: the dashboard is the first page, and most visits
// never use it.
import { Button } from "../../../ui/Button";
import { useDialogs } from "../../../ui/dialogs";

export function DemoTeamButton() {
  const { alert } = useDialogs();
  return (
    <Button
      variant="secondary"
      onClick={async () => {
        const { loadDemoTeam } = await import("../../../state/demo-commands");
        const r = await loadDemoTeam();
        if (!r.ok) void alert({ title: "No se cargó el equipo de ejemplo", message: r.message });
      }}
    >
      Cargar equipo de ejemplo
    </Button>
  );
}
