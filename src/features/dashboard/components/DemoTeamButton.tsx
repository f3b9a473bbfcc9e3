// 'Cargar equipo de ejemplo': fills an empty app with a realistic season to try things out.
import { loadDemoTeam } from "../../../state/demo-commands";
import { Button } from "../../../ui/Button";
import { useDialogs } from "../../../ui/dialogs";

export function DemoTeamButton() {
  const { alert } = useDialogs();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        const r = loadDemoTeam();
        if (!r.ok) void alert({ title: "No se cargó el equipo de ejemplo", message: r.message });
      }}
    >
      Cargar equipo de ejemplo
    </Button>
  );
}
