// 'Datos': the coach's ownership of the data — backup and restore, spreadsheet exports, the demo
// team, rebuilding totals, storage health and clearing everything.
import { PageHeader } from "../../ui/PageHeader";
import { BackupCard } from "./components/BackupCard";
import { ClearCard } from "./components/ClearCard";
import { DemoCard } from "./components/DemoCard";
import { RebuildCard } from "./components/RebuildCard";
import { SpreadsheetCard } from "./components/SpreadsheetCard";
import { StorageCard } from "./components/StorageCard";

export function DataPage() {
  return (
    <>
      <PageHeader
        title="Datos"
        subtitle="Todo se guarda en este navegador. Haz copias, llévalas a otro equipo y revisa el espacio."
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <BackupCard />
        </div>
        <SpreadsheetCard />
        <StorageCard />
        <div className="lg:col-span-2">
          <RebuildCard />
        </div>
        <DemoCard />
        <ClearCard />
      </div>
    </>
  );
}
