import { PageHeader } from "../../ui/PageHeader";

export function RivalsPage() {
  return <PageHeader title="Rivales" />;
}
