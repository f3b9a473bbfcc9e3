// The header of every form page: the title, what the form does, and the way back to the list
// the form belongs to (the leave guard asks before it leaves a changed form).
import type { ReactNode } from "react";
import { ButtonLink } from "./Button";
import { PageHeader } from "./PageHeader";

type Props = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The list the form belongs to: its address and its name ('Jugadores'). */
  back?: { to: string; label: string };
};

export function FormPageHeader({ title, subtitle, back }: Props) {
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      back={
        back && (
          <ButtonLink to={back.to} variant="ghost" size="sm">
            ← {back.label}
          </ButtonLink>
        )
      }
    />
  );
}
