import type { ReactNode } from "react";
import { Alert } from "./Alert";
import { ButtonLink } from "./Button";
import { Card } from "./Card";
import { EmptyState } from "./EmptyState";
import { PageHeader } from "./PageHeader";

type ListPageProps = {
  title: string;
  subtitle?: ReactNode;
  /** The title row's primary link to the form that adds a row. */
  create: { to: string; label: ReactNode };
  /** What filters every list of the screen (the match filter bar), above the card. */
  filters?: ReactNode;
  error?: string | null;
  /** The card's top row: search, filters, counts. */
  toolbar?: ReactNode;
  /** Shown instead of the rows, with its action, when it is set. */
  empty?: ReactNode;
  emptyAction?: ReactNode;
  /** Rows that are cards of their own rather than a table inside one. */
  bare?: boolean;
  children?: ReactNode;
};

/** The skeleton of every list screen: title and 'Nuevo…', filters, the last error, the rows. */
export function ListPage({
  title,
  subtitle,
  create,
  filters,
  error,
  toolbar,
  empty,
  emptyAction,
  bare,
  children,
}: ListPageProps) {
  const emptyState = empty ? <EmptyState action={emptyAction}>{empty}</EmptyState> : null;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <ButtonLink to={create.to} variant="primary">
            {create.label}
          </ButtonLink>
        }
      />
      {filters}
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      {bare && !emptyState ? (
        children
      ) : (
        <Card flush>
          {toolbar && <div className="border-b border-slate-100">{toolbar}</div>}
          {emptyState ?? children}
        </Card>
      )}
    </>
  );
}
