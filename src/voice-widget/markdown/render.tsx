/**
 * marked's tokens → React elements, never HTML strings, so nothing goes through `innerHTML`
 * (docs/elements/voice-widget.md "Markdown in replies" lists what renders and what shows as text).
 */
import { Fragment, type ReactNode } from 'react';
import type { Token, Tokens } from 'marked';
import { decodeEntities } from './entities.ts';
import { safeHref } from './links.ts';

/** Nesting (lists, quotes, emphasis) beyond this renders as text. */
const MAX_DEPTH = 24;

/** What rendering needs besides the tokens. */
export interface RenderOptions {
  /** The parsed `link-hosts`; `undefined` allows any host. */
  readonly linkHosts: readonly string[] | undefined;
}

/** Block tokens (a message, a list item, a quote) as React nodes. */
export function renderBlocks(
  tokens: readonly Token[],
  options: RenderOptions,
  depth = 0,
): ReactNode[] {
  return tokens.map((token, i) => (
    <Fragment key={i}>{block(token as Tokens.Generic, options, depth)}</Fragment>
  ));
}

function block(token: Tokens.Generic, options: RenderOptions, depth: number): ReactNode {
  if (depth > MAX_DEPTH) return token.raw;
  const inline = (tokens: Token[] | undefined): ReactNode[] =>
    renderInline(tokens ?? [], options, depth + 1);
  switch (token.type) {
    case 'space':
    case 'def':
      return null;
    case 'paragraph':
      return <p>{inline(token.tokens)}</p>;
    case 'text':
      return token.tokens ? inline(token.tokens) : decodeEntities(token.text as string);
    case 'heading':
      return (
        <p className="vw-md-heading">
          <strong>{inline(token.tokens)}</strong>
        </p>
      );
    case 'code':
      return (
        <pre dir="ltr">
          <code>{token.text as string}</code>
        </pre>
      );
    case 'blockquote':
      return <blockquote>{renderBlocks(token.tokens ?? [], options, depth + 1)}</blockquote>;
    case 'hr':
      return <hr />;
    case 'checkbox':
      return token['checked'] ? '☑ ' : '☐ ';
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item, i) => (
        <li key={i}>{renderBlocks(item.tokens, options, depth + 1)}</li>
      ));
      return list.ordered ? (
        <ol start={list.start === '' || list.start === 1 ? undefined : list.start}>{items}</ol>
      ) : (
        <ul>{items}</ul>
      );
    }
    case 'table': {
      const table = token as Tokens.Table;
      return (
        <p>
          {[table.header, ...table.rows].map((row, r) => (
            <Fragment key={r}>
              {r > 0 && <br />}
              {row.map((cell, c) => (
                <Fragment key={c}>
                  {c > 0 && ' | '}
                  {inline(cell.tokens)}
                </Fragment>
              ))}
            </Fragment>
          ))}
        </p>
      );
    }
    case 'html':
      return <p className="vw-md-source">{token.raw.trimEnd()}</p>;
    default:
      return token.tokens ? inline(token.tokens) : token.raw;
  }
}

/** Inline tokens (a paragraph's content) as React nodes. */
function renderInline(
  tokens: readonly Token[],
  options: RenderOptions,
  depth: number,
): ReactNode[] {
  return tokens.map((token, i) => (
    <Fragment key={i}>{inline(token as Tokens.Generic, options, depth)}</Fragment>
  ));
}

function inline(token: Tokens.Generic, options: RenderOptions, depth: number): ReactNode {
  if (depth > MAX_DEPTH) return token.raw;
  const children = (): ReactNode[] => renderInline(token.tokens ?? [], options, depth + 1);
  switch (token.type) {
    case 'text':
      return token.tokens ? children() : decodeEntities(token.text as string);
    case 'escape':
      return token.text as string;
    case 'strong':
      return <strong>{children()}</strong>;
    case 'em':
      return <em>{children()}</em>;
    case 'del':
      return <del>{children()}</del>;
    case 'codespan':
      return <code dir="auto">{token.text as string}</code>;
    case 'br':
      return <br />;
    case 'checkbox':
      return token['checked'] ? '☑ ' : '☐ ';
    case 'link': {
      const link = token as Tokens.Link;
      const href = safeHref(
        link.autolink ? link.href : decodeEntities(link.href),
        options.linkHosts,
      );
      if (href === undefined) return children();
      return (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow">
          {children()}
        </a>
      );
    }
    case 'image':
      return token.tokens ? children() : decodeEntities(token.text as string);
    case 'html':
      return token.raw;
    default:
      return token.tokens ? children() : token.raw;
  }
}
