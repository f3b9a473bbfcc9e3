// Renders untrusted Markdown (AI answers, stored text). Raw HTML is never interpreted: it shows
// as the text it is. Links open only when they are http(s); images are not fetched (a remote
// image is a tracking pixel), their description is shown instead. A text nested deeper than any
// real answer (thousands of lists or quotes) is shown as plain text before it reaches the parser,
// and a text that still fails to render falls back to plain text on its own: one bad answer never
// takes its screen down.
import { Component, useEffect, useMemo, useState } from "react";
import type { ErrorInfo, ReactNode } from "react";
import ReactMarkdown from "react-markdown";
import type { Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { isHttpUrl as isHttp } from "../domain/base/url";
import { cx } from "./cx";
import { markdownPlan } from "./markdown-budget";
import type { PlainReason } from "./markdown-budget";

/** Keeps http(s) URLs; anything else (javascript:, data:, relative) becomes nothing. */
const safeUrl = (url: string) => (isHttp(url) ? url : "");

const components: Components = {
  h1: ({ node: _n, ...p }) => (
    <h2
      className="mt-6 mb-3 text-xl font-semibold tracking-tight text-slate-900 first:mt-0"
      {...p}
    />
  ),
  h2: ({ node: _n, ...p }) => (
    <h3
      className="mt-6 mb-2 text-lg font-semibold tracking-tight text-slate-900 first:mt-0"
      {...p}
    />
  ),
  h3: ({ node: _n, ...p }) => (
    <h4 className="mt-5 mb-2 text-base font-semibold text-slate-900 first:mt-0" {...p} />
  ),
  h4: ({ node: _n, ...p }) => (
    <h5 className="mt-4 mb-1.5 text-sm font-semibold text-slate-900 first:mt-0" {...p} />
  ),
  h5: ({ node: _n, ...p }) => <h6 className="mt-4 mb-1 text-sm font-semibold" {...p} />,
  h6: ({ node: _n, ...p }) => <h6 className="mt-4 mb-1 text-sm font-semibold" {...p} />,
  p: ({ node: _n, ...p }) => <p className="my-3 leading-relaxed first:mt-0 last:mb-0" {...p} />,
  ul: ({ node: _n, ...p }) => (
    <ul className="my-3 list-disc space-y-1 pl-6 marker:text-slate-400" {...p} />
  ),
  ol: ({ node: _n, ...p }) => (
    <ol className="my-3 list-decimal space-y-1 pl-6 marker:text-slate-500" {...p} />
  ),
  li: ({ node: _n, ...p }) => (
    <li className="pl-1 leading-relaxed [&>ol]:my-1 [&>ul]:my-1" {...p} />
  ),
  strong: ({ node: _n, ...p }) => <strong className="font-semibold text-slate-900" {...p} />,
  em: ({ node: _n, ...p }) => <em className="italic" {...p} />,
  blockquote: ({ node: _n, ...p }) => (
    <blockquote className="my-3 border-l-4 border-slate-200 pl-4 text-slate-600" {...p} />
  ),
  hr: () => <hr className="my-6 border-slate-200" />,
  a: ({ node: _n, href, children }) =>
    href && isHttp(href) ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ alt }) => (alt ? <span className="text-slate-500 italic">[{alt}]</span> : null),
  code: ({ node: _n, className, children }) => {
    const block = /language-/.test(className ?? "") || String(children).includes("\n");
    return block ? (
      <code className="font-mono text-[0.8125rem]">{children}</code>
    ) : (
      <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.8125rem] text-slate-800">
        {children}
      </code>
    );
  },
  pre: ({ node: _n, ...p }) => (
    <pre
      className="my-3 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-3 leading-relaxed"
      {...p}
    />
  ),
  table: ({ node: _n, ...p }) => (
    <div className="my-4 overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full border-collapse text-sm" {...p} />
    </div>
  ),
  thead: ({ node: _n, ...p }) => <thead className="bg-slate-50" {...p} />,
  th: ({ node: _n, style, ...p }) => (
    <th
      className="border-b border-slate-200 px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase [&:not(:last-child)]:border-r"
      style={style}
      {...p}
    />
  ),
  td: ({ node: _n, style, ...p }) => (
    <td
      className="border-t border-slate-100 px-3 py-2 align-top tabular-nums [&:not(:last-child)]:border-r [&:not(:last-child)]:border-slate-100"
      style={style}
      {...p}
    />
  ),
  input: ({ node: _n, type, checked }) =>
    type === "checkbox" ? (
      <input type="checkbox" checked={Boolean(checked)} disabled className="mr-1.5 align-middle" />
    ) : null,
};

export { MAX_FORMATTED_CHARS } from "./markdown-budget";
export const LONG_TEXT_NOTE = "Texto muy largo: se muestra sin formato para no bloquear la página.";

export const PLAIN_TEXT_NOTE =
  "Este texto tiene demasiados niveles anidados para darle formato: se muestra como texto.";
export const RENDER_FAILED_NOTE = "No se pudo dar formato a este texto: se muestra como texto.";
export const HEAVY_TEXT_NOTE =
  "Mostrado como texto sin formato: tiene demasiadas marcas de formato para darles formato sin bloquear la página.";
export const LONG_WORD_NOTE =
  "Mostrado como texto sin formato: tiene una palabra de miles de caracteres.";

const PLAIN_NOTES: Record<PlainReason, string> = {
  long: LONG_TEXT_NOTE,
  deep: PLAIN_TEXT_NOTE,
  heavy: HEAVY_TEXT_NOTE,
  word: LONG_WORD_NOTE,
};

/** The text as it is, wrapped, with a short note saying why it has no formatting. */
function PlainText({ text, note }: { text: string; note: string }) {
  return (
    <>
      <p role="note" className="mb-2 text-xs text-amber-800">
        {note}
      </p>
      <pre className="font-sans whitespace-pre-wrap wrap-anywhere" data-testid="markdown-plain">
        {text}
      </pre>
    </>
  );
}

type BoundaryProps = { text: string; children: ReactNode };

/** Catches a failure while rendering one text and shows that text plainly instead. */
class MarkdownBoundary extends Component<BoundaryProps, { failedOn: string | null }> {
  override state = { failedOn: null as string | null };

  static getDerivedStateFromError(): { failedOn: string | null } {
    return { failedOn: "" };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    console.warn("Markdown: se muestra como texto tras un error al darle formato.", error.message);
    this.setState({ failedOn: this.props.text });
  }

  override componentDidUpdate(prev: BoundaryProps) {
    // A new text gets a new try.
    if (prev.text !== this.props.text && this.state.failedOn !== null) {
      this.setState({ failedOn: null });
    }
  }

  override render() {
    if (this.state.failedOn !== null) {
      return <PlainText text={this.props.text} note={RENDER_FAILED_NOTE} />;
    }
    return this.props.children;
  }
}

/** The formatted text, and how long building it took (in ms). */
function buildFormatted(text: string) {
  const started = performance.now();
  const element = ReactMarkdown({
    children: text,
    remarkPlugins: [remarkGfm],
    urlTransform: safeUrl,
    components,
  });
  return { element, ms: performance.now() - started };
}

/**
 * The formatted text, built once per text (not on every redraw of the screen around it); the
 * time it took is reported after it is drawn.
 */
function Formatted({ text, onFormatMs }: { text: string; onFormatMs?: (ms: number) => void }) {
  const { element, ms } = useMemo(() => buildFormatted(text), [text]);
  useEffect(() => {
    onFormatMs?.(ms);
  }, [ms, onFormatMs]);
  return element;
}

type MarkdownProps = {
  children: string;
  className?: string;
  /** Told how long formatting the text took, in ms (a streaming answer uses it to stay light). */
  onFormatMs?: (ms: number) => void;
};

export function Markdown({ children, className, onFormatMs }: MarkdownProps) {
  const text = typeof children === "string" ? children : String(children ?? "");
  const [formatLong, setFormatLong] = useState<string | null>(null);
  // Past the length limit, formatting is the coach's call (other limits still apply).
  const asked = formatLong === text;
  const shown = useMemo(() => markdownPlan(text, asked), [text, asked]);
  return (
    <div className={cx("text-sm text-slate-700 break-words", className)}>
      {!shown.format && shown.reason === "long" ? (
        <>
          <button
            type="button"
            onClick={() => setFormatLong(text)}
            className="mb-2 text-xs font-medium text-brand-700 underline underline-offset-2"
          >
            Mostrar con formato
          </button>
          <PlainText text={text} note={LONG_TEXT_NOTE} />
        </>
      ) : !shown.format ? (
        <PlainText text={text} note={PLAIN_NOTES[shown.reason]} />
      ) : (
        <MarkdownBoundary text={text}>
          <Formatted text={text} onFormatMs={onFormatMs} />
        </MarkdownBoundary>
      )}
    </div>
  );
}
