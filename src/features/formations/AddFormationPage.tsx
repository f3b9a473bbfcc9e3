import { useState } from "react";
import { useNavigate } from "react-router";
import {
  FORMATION_NAME_REQUIRED,
  buildFormation,
  lineGroups,
} from "../../domain/squad/formation-roles";
import type { FormationLines, LineGroup } from "../../domain/squad/formation-roles";
import { paths } from "../../config/paths";
import { addFormation } from "../../state/formation-commands";
import { Alert } from "../../ui/Alert";
import { Button, ButtonLink } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { Field, Input } from "../../ui/Field";
import { FormPageHeader } from "../../ui/FormPageHeader";
import { LineupBoard } from "../../components/LineupBoard";
import { draftStore } from "../../state/drafts";
import { DraftNotice } from "../../ui/DraftNotice";
import { useDialogs } from "../../ui/dialogs";
import { useRecordForm } from "../../ui/record-form";
import { LineGroupCard } from "./components/LineGroupCard";
import { RoleFields } from "./components/RoleFields";
import { formationFormSchema } from "./formation-form-schema";
import { initialDraft, parseLinesDraft, useFormationLines } from "./use-formation-draft";
import type { FormationFormValues } from "./use-formation-draft";

export const FORMATION_DRAFT = "add-formation";
const emptyForm = (): FormationFormValues => ({ name: "", ...initialDraft() });
const EMPTY = emptyForm();

function parseFormationDraft(raw: unknown): FormationFormValues | undefined {
  const lines = parseLinesDraft(raw);
  const name = (raw as { name?: unknown } | null)?.name;
  return lines && typeof name === "string" ? { name, ...lines } : undefined;
}

const LINES_FIELD: Record<LineGroup, keyof FormationLines> = {
  defenders: "defenderLines",
  midfielders: "midfielderLines",
  forwards: "forwardLines",
};

export function AddFormationPage() {
  const navigate = useNavigate();
  const { alert } = useDialogs();
  const [activeKey, setActiveKey] = useState<string | undefined>();
  const {
    form,
    draft: kept,
    saveError,
    onSubmit,
  } = useRecordForm<FormationFormValues>({
    schema: formationFormSchema,
    defaultValues: EMPTY,
    draftKey: FORMATION_DRAFT,
    store: draftStore,
    parse: parseFormationDraft,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const draft = useFormationLines(form);

  const save = onSubmit(
    ({ name, lines, roles }) => {
      const r = addFormation(buildFormation(name, lines, roles));
      if (r.ok) navigate(paths.formations);
      return r;
    },
    // Spec 5 and 8: a formation without a name is an alert. A name over the limit is only the
    // message beside the field.
    (invalid) => {
      if (invalid.name?.message === FORMATION_NAME_REQUIRED)
        void alert({ title: "Falta el nombre", message: FORMATION_NAME_REQUIRED });
    },
  );

  const focusRole = (key: string) => {
    setActiveKey(key);
    document.querySelector<HTMLInputElement>(`[data-role-key="${key}"]`)?.focus();
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate>
      <FormPageHeader
        title="Nueva formación"
        subtitle="Define las líneas del equipo y el nombre de cada rol."
        back={{ to: paths.formations, label: "Formaciones" }}
      />
      <DraftNotice draft={kept} className="mb-4" />
      {saveError && (
        <Alert tone="error" className="mb-4" title="No se pudo guardar la formación">
          {saveError}
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <Card title="Datos">
            <Field label="Nombre" required error={errors.name?.message} className="max-w-md">
              {(p) => <Input {...p} placeholder="Ej. 4-4-2 en rombo" {...register("name")} />}
            </Field>
          </Card>
          <div>
            <h2 className="mb-3 text-base font-semibold">Líneas</h2>
            <div className="space-y-3">
              {lineGroups.map((group) => (
                <LineGroupCard
                  key={group}
                  group={group}
                  lines={draft.lines[LINES_FIELD[group]]}
                  onAdd={() => draft.add(group)}
                  onRemove={(line) => draft.remove(group, line)}
                  onCount={(line, value) => draft.setCount(group, line, value)}
                />
              ))}
            </div>
          </div>
          <Card
            title="Roles"
            description="Nombre de cada posición; se conservan al cambiar las líneas."
          >
            <RoleFields
              slots={draft.slots}
              roles={draft.roles}
              activeKey={activeKey}
              onRename={draft.rename}
              onFocusKey={setActiveKey}
            />
          </Card>
        </div>
        <aside className="space-y-4 lg:sticky lg:top-20">
          <Card
            title="Vista previa"
            actions={
              <span className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-sm text-slate-700">
                {draft.type}
              </span>
            }
          >
            <LineupBoard
              formation={{ ...draft.lines, roles: draft.roles }}
              label={`Vista previa ${draft.type}`}
              highlightKey={activeKey}
              onSelect={focusRole}
              className="mx-auto"
            />
            <p className="mt-3 text-center text-sm text-slate-600">
              <span className="font-semibold text-slate-900 tabular-nums">{draft.total}</span>{" "}
              jugadores en total
            </p>
          </Card>
          {draft.total !== 11 && (
            <Alert tone="warning" title="La formación no tiene 11 jugadores">
              Tiene {draft.total} contando al arquero. Puedes guardarla igualmente.
            </Alert>
          )}
          <div className="flex justify-end gap-2">
            <ButtonLink to={paths.formations} variant="secondary">
              Cancelar
            </ButtonLink>
            <Button type="submit" variant="primary">
              Guardar formación
            </Button>
          </div>
        </aside>
      </div>
    </form>
  );
}
