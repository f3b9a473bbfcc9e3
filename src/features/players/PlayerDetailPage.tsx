import { PageHeader } from "../../ui/PageHeader";

export function PlayerDetailPage() {
  return <PageHeader title="Jugador" />;
}
