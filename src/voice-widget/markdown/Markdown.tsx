/** One assistant chat reply as Markdown (docs/elements/voice-widget.md "Markdown in replies"). */
import { useMemo, type ReactNode } from 'react';
import { lexMarkdown } from './mend.ts';
import { renderBlocks } from './render.tsx';

/** Longer messages (characters) show as plain text: the lexer's worst cases grow faster than linearly. */
const MAX_MARKDOWN_CHARS = 16_000;

export interface MarkdownProps {
  /** The message's text as received (Markdown source). */
  readonly text: string;
  /** The message is still arriving (complete its open constructs before parsing). */
  readonly streaming: boolean;
  /** The parsed `link-hosts` (`parseLinkHosts`); `undefined` allows links to any host. */
  readonly linkHosts: readonly string[] | undefined;
}

/** The message rendered; re-parses only when its props change. */
export function Markdown({ text, streaming, linkHosts }: MarkdownProps) {
  const nodes = useMemo(
    () => renderMarkdown(text, streaming, linkHosts),
    [text, streaming, linkHosts],
  );
  return <>{nodes}</>;
}

/** `text` as React nodes (streaming text mended first); plain text when too long or too deep for the lexer. */
export function renderMarkdown(
  text: string,
  streaming: boolean,
  linkHosts: readonly string[] | undefined,
): ReactNode {
  if (text.length > MAX_MARKDOWN_CHARS) return <p className="vw-md-source">{text}</p>;
  try {
    return renderBlocks(lexMarkdown(text, streaming), { linkHosts });
  } catch {
    return <p className="vw-md-source">{text}</p>;
  }
}
