import { describe, expect, it } from 'vitest';

import { readCallMessage } from '../../../src/common/conversation/live-state.ts';
import {
  EMPTY_TRANSCRIPT,
  entryText,
  reduceTranscript,
  type TranscriptAction,
  transcriptOf,
  type TranscriptState,
  turnsOf,
} from '../../../src/common/conversation/transcript.ts';
import { parseAppMessage, type ServerMessageRead } from '../../../src/core/voice/messages.ts';

const run = (
  actions: TranscriptAction[],
  from: TranscriptState = EMPTY_TRANSCRIPT,
): TranscriptState => actions.reduce(reduceTranscript, from);
const view = (s: TranscriptState) =>
  s.entries.map(
    (e) => `${e.role}${e.held ? '(held)' : ''}: ${entryText(e)}${e.partial ? ' …' : ''}`,
  );
const t = (
  role: 'assistant' | 'user',
  text: string,
  final = false,
  atS = 0,
  hold = false,
): TranscriptAction => ({ type: 'transcript', role, final, text, atS, hold });

describe('transcript reducer (captions of what is heard)', () => {
  it('partials of one role update one entry in place; the final replaces them', () => {
    const s = run([t('user', 'me'), t('user', 'me llamo'), t('user', 'me llamo Carlos')]);
    expect(view(s)).toEqual(['user: me llamo Carlos …']);
    const done = reduceTranscript(s, t('user', 'Me llamo Carlos.', true));
    expect(view(done)).toEqual(['user: Me llamo Carlos.']);
    expect(done.entries[0]!.id).toBe(s.entries[0]!.id);
  });

  it('a role change starts a new entry; finals of one turn stay one entry', () => {
    const s = run([
      t('assistant', 'Hola.', true, 1),
      t('assistant', '¿Cómo se llama?', true, 2),
      t('user', 'Carlos', false, 4),
      t('user', 'Carlos.', true, 5),
      t('assistant', 'Encantada', false, 6),
    ]);
    expect(view(s)).toEqual([
      'assistant: Hola. ¿Cómo se llama?',
      'user: Carlos.',
      'assistant: Encantada …',
    ]);
    expect(s.entries.map((e) => e.timeS)).toEqual([1, 4, 6]);
  });

  it('a new utterance (close) starts a new entry even for the same role; close is idempotent', () => {
    const s = run([
      t('assistant', 'Hola.', true, 1),
      { type: 'close' },
      { type: 'close' },
      t('assistant', '¿Su teléfono?', true, 5),
    ]);
    expect(view(s)).toEqual(['assistant: Hola.', 'assistant: ¿Su teléfono?']);
    const closed = reduceTranscript(s, { type: 'close' });
    expect(reduceTranscript(closed, { type: 'close' })).toBe(closed);
  });

  it('typed text is its own closed user entry: a later user transcript starts another', () => {
    const s = run([
      t('assistant', 'Hola', true),
      { type: 'typed', text: 'Soy Ana', atS: 3 },
      t('user', 'hola', true, 4),
    ]);
    expect(view(s)).toEqual(['assistant: Hola', 'user: Soy Ana', 'user: hola']);
    expect(s.entries[1]!.typed).toBe(true);
  });

  it('held lines stay hidden until release', () => {
    const s = run([t('assistant', 'Encantada, Ana.', true, 2, true)]);
    expect(view(s)).toEqual(['assistant(held): Encantada, Ana.']);
    const r = reduceTranscript(s, { type: 'release' });
    expect(view(r)).toEqual(['assistant: Encantada, Ana.']);
    expect(reduceTranscript(r, { type: 'release' })).toBe(r); // nothing held: same state
  });

  it('conversation-update corrects final texts and appends missing turns, keeping a partial in progress', () => {
    const s = run([t('assistant', 'Hola', true), t('user', 'me lla', false)]);
    const r = reduceTranscript(s, {
      type: 'conversation',
      atS: 9,
      turns: [
        { role: 'assistant', text: 'Hola, soy Sofía.' },
        { role: 'user', text: 'Me llamo Ana.' },
        { role: 'assistant', text: 'Encantada.' },
      ],
    });
    expect(view(r)).toEqual([
      'assistant: Hola, soy Sofía.',
      'user: me lla …',
      'assistant: Encantada.',
    ]);
    expect(r.entries[2]!.timeS).toBe(9);
    const same = reduceTranscript(r, {
      type: 'conversation',
      atS: 10,
      turns: [{ role: 'assistant', text: 'Hola, soy Sofía.' }],
    });
    expect(same).toBe(r);
  });

  it('a flood of 1000 partials leaves one entry with the last text', () => {
    const actions = Array.from({ length: 1000 }, (_, i) => t('user', `palabra ${i}`));
    expect(view(run(actions))).toEqual(['user: palabra 999 …']);
  });
});

/** `raw` as the voice client reads it where it enters (`parseAppMessage`); throws when it has no read. */
function readOf(raw: unknown): ServerMessageRead {
  const parsed = parseAppMessage(raw);
  if (parsed.kind !== 'message' || !parsed.read) throw new Error('no read');
  return parsed.read;
}

describe('transcriptOf / turnsOf: messages as the client read them', () => {
  it('reads the Vapi transcript shape and keeps HTML as plain text', () => {
    expect(
      transcriptOf({
        type: 'transcript',
        role: 'user',
        transcriptType: 'final',
        transcript: ' <b>hola</b>\u0007 ',
      }),
    ).toEqual({
      role: 'user',
      final: true,
      text: '<b>hola</b>',
    });
    expect(
      transcriptOf({
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'partial',
        transcript: 'Bue',
      }),
    ).toEqual({
      role: 'assistant',
      final: false,
      text: 'Bue',
    });
  });

  it('gives a problem for unknown roles, bad types, non-string and empty text; other malformed messages are ignored', () => {
    for (const raw of [
      { type: 'transcript', role: 'system', transcriptType: 'final', transcript: 'x' },
      { type: 'transcript', role: 'user', transcriptType: 'maybe', transcript: 'x' },
      { type: 'transcript', role: 'user', transcript: 42 },
      { type: 'transcript', role: 'user', transcript: '   ' },
    ]) {
      expect(readCallMessage(readOf(raw))).toMatchObject({
        kind: 'bad-transcript',
        problem: expect.any(String),
      });
    }
    expect(
      transcriptOf({
        type: 'transcript',
        role: 'user',
        transcriptType: 'final',
        transcript: '   ',
      }),
    ).toHaveProperty('problem');
    expect(readCallMessage(readOf({ type: 'speech-update' }))).toBeUndefined();
  });

  it('reads conversation (content) or messages (message, bot), skipping system and tool turns', () => {
    expect(
      turnsOf({
        type: 'conversation-update',
        conversation: [
          { role: 'system', content: 'prompt' },
          { role: 'assistant', content: 'Hola' },
          { role: 'user', content: 'Ana' },
          { role: 'tool', content: '{}' },
        ],
      }),
    ).toEqual([
      { role: 'assistant', text: 'Hola' },
      { role: 'user', text: 'Ana' },
    ]);
    expect(
      readCallMessage(
        readOf({
          type: 'conversation-update',
          messages: [
            { role: 'bot', message: 'Hola' },
            { role: 'user', message: 7 },
          ],
        }),
      ),
    ).toEqual({ kind: 'conversation', turns: [{ role: 'assistant', text: 'Hola' }] });
    expect(readCallMessage(readOf({ type: 'conversation-update' }))).toBeUndefined();
  });
});
