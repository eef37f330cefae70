/**
 * Tool progress (docs/elements/voice-widget.md "Tool progress"): a page tool's `tool-status` line
 * goes running → done on its answer and running → failed on an error or the timeout; a call that
 * nothing took shows none; the partner's label or the neutral word, translated; the done/failed
 * mark is hidden from screen readers (the line is announced once, when it appears).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  toolLabelOf,
  type ToolState,
  type ToolStatus,
  withToolState,
} from '../../../src/common/conversation/tool-status.ts';
import * as en from '../../../src/common/i18n/langs/en.ts';
import type { Texts } from '../../../src/common/i18n/texts.ts';
import { TextsContext } from '../../../src/common/i18n/texts-context.ts';
import { ToolStatusLine } from '../../../src/common/live-panel/ToolStatusLine.tsx';
import { type ToolCallInfo, ToolResponder } from '../../../src/common/tools/responder.ts';
import { TEXTS } from '../../support/texts.ts';

const BY_LANG: Readonly<Record<'es' | 'he' | 'en', Texts>> = { ...TEXTS, en };

/** The line of `status` rendered in `lang`'s texts, as the element's texts provider gives them. */
const lineIn = (lang: 'es' | 'he' | 'en', status: ToolStatus): string =>
  renderToStaticMarkup(
    <TextsContext.Provider value={{ lang, texts: BY_LANG[lang] }}>
      <ToolStatusLine status={status} />
    </TextsContext.Provider>,
  );

const CALL: ToolCallInfo = { id: 'call_1', name: 'lookup_booking', arguments: {} };

describe('ToolResponder progress', () => {
  let states: ToolState[];
  const responder = (tools: Record<string, () => unknown> | undefined, timeoutS = 10) =>
    new ToolResponder({
      clientTools: () => tools,
      timeoutS: () => timeoutS,
      send: () => {},
      report: () => {},
      progress: (_call, state) => states.push(state),
    });
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  beforeEach(() => {
    states = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('running while a clientTools Promise is pending, then done', async () => {
    let resolve: (v: string) => void = () => {};
    responder({ lookup_booking: () => new Promise<string>((r) => (resolve = r)) }).handle(CALL, '');
    await settle();
    expect(states).toEqual(['running']);
    resolve('ok');
    await settle();
    expect(states).toEqual(['running', 'done']);
  });

  it('failed when the tool throws or rejects, and when respond() never settles in time', async () => {
    responder({ lookup_booking: () => Promise.reject(new Error('down')) }).handle(CALL, '');
    await settle();
    expect(states).toEqual(['running', 'failed']);
    states = [];
    const detail = responder(undefined, 2).handle(CALL, '');
    detail.respond(new Promise(() => {}));
    await settle();
    expect(states).toEqual(['running']);
    vi.advanceTimersByTime(2000);
    await settle();
    expect(states).toEqual(['running', 'failed']);
  });

  it('no line for a call that nothing took', async () => {
    responder(undefined).handle(CALL, '', () => {});
    await settle();
    expect(states).toEqual([]);
  });
});

describe('tool-status lines', () => {
  it('one line per tool call, updated in place; the label from clientToolLabels when a string', () => {
    let list: readonly ToolStatus[] = [];
    list = withToolState(list, 'a', 'running', 'Buscar reserva', 2);
    list = withToolState(list, 'b', 'running', undefined, 3);
    list = withToolState(list, 'a', 'done', 'ignored', 9);
    expect(list).toEqual([
      { id: 'a', label: 'Buscar reserva', state: 'done', at: 2 },
      { id: 'b', label: undefined, state: 'running', at: 3 },
    ]);
    expect(toolLabelOf({ lookup_booking: ' Buscar reserva ' }, 'lookup_booking')).toBe(
      'Buscar reserva',
    );
    expect(toolLabelOf({ lookup_booking: 3 }, 'lookup_booking')).toBeUndefined();
    expect(toolLabelOf({}, 'toString')).toBeUndefined();
  });

  it('renders the part, data-status and the translated text; the mark is aria-hidden', () => {
    const running = lineIn('es', { id: 'a', label: 'Buscar reserva', state: 'running', at: 0 });
    expect(running).toContain('part="tool-status"');
    expect(running).toContain('data-status="running"');
    expect(running).toContain('Trabajando en ello: Buscar reserva…');
    const done = lineIn('he', { id: 'a', label: undefined, state: 'done', at: 0 });
    expect(done).toContain('data-status="done"');
    expect(done).toContain('עובדת על זה: בקשה…');
    expect(done).toMatch(/aria-hidden="true"[^>]*>\s*בוצע|aria-hidden="true">[^<]*בוצע/);
    const failed = lineIn('en', { id: 'a', label: undefined, state: 'failed', at: 0 });
    expect(failed).toContain('Working on it: a request…');
    expect(failed).toContain('Could not be completed');
  });
});
