import { PageHeader } from "../../ui/PageHeader";

export function AddPlayerPage() {
  return <PageHeader title="Añadir jugador" />;
}
