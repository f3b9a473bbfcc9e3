import { PageHeader } from "../../ui/PageHeader";

export function PlayersPage() {
  return <PageHeader title="Jugadores" />;
}
