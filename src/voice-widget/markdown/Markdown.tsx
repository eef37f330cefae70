/**
 * One assistant chat message as Markdown (docs/elements/voice-widget.md
 * "Markdown in replies"): marked's lexer (only its tokens, never its HTML
 * renderer) and {@link renderBlocks}. While the message streams in, its text
 * is first completed by {@link mendMarkdown}, so an unclosed `**`, `_`,
 * backtick or code fence shows as it will once closed.
 */
import { Lexer, type Token } from 'marked';
import { useMemo, type ReactNode } from 'react';
import { mendMarkdown } from './mend.ts';
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

/** The message rendered; see the module comment. Re-parses only when its props change. */
export function Markdown({ text, streaming, linkHosts }: MarkdownProps) {
  const nodes = useMemo(
    () => renderMarkdown(text, streaming, linkHosts),
    [text, streaming, linkHosts],
  );
  return <>{nodes}</>;
}

/**
 * `text` as React nodes (what {@link Markdown} renders). Text over
 * {@link MAX_MARKDOWN_CHARS}, or that the lexer cannot take (nesting deep
 * enough to exhaust the stack), shows as plain text. Never throws.
 */
export function renderMarkdown(
  text: string,
  streaming: boolean,
  linkHosts: readonly string[] | undefined,
): ReactNode {
  if (text.length > MAX_MARKDOWN_CHARS) return <p className="vw-md-source">{text}</p>;
  try {
    const tokens: Token[] = new Lexer({ gfm: true, breaks: true }).lex(
      streaming ? mendMarkdown(text) : text,
    );
    return renderBlocks(tokens, { linkHosts });
  } catch {
    return <p className="vw-md-source">{text}</p>;
  }
}
