import { describe, expect, it } from 'vitest';

import {
  consentKey,
  hasConsent,
  rememberConsent,
} from '../../../src/common/conversation/consent.ts';
import {
  formatClock,
  reportLines,
  transcriptFileName,
  transcriptText,
} from '../../../src/common/conversation/recap.ts';
import { EMPTY_TRANSCRIPT, reduceTranscript } from '../../../src/common/conversation/transcript.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
}
const throwing = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('quota', 'QuotaExceededError');
  },
};

describe('consent storage (docs/elements/voice-call-button.md "The live conversation panel", require-consent)', () => {
  it('remembers acceptance per assistant under voice-widgets:consent:<assistant-id>', () => {
    const storage = memoryStorage();
    expect(hasConsent('sofia', storage)).toBe(false);
    expect(rememberConsent('sofia', storage, new Date('2026-11-23T10:00:00Z'))).toBe(true);
    expect(storage.map.get('voice-widgets:consent:sofia')).toBe('2026-11-23T10:00:00.000Z');
    expect(hasConsent('sofia', storage)).toBe(true);
    expect(hasConsent('other', storage)).toBe(false);
    expect(consentKey(undefined)).toBe('voice-widgets:consent:');
  });

  it('storage that throws means: ask every time', () => {
    expect(rememberConsent('sofia', throwing)).toBe(false);
    expect(hasConsent('sofia', throwing)).toBe(false);
    expect(hasConsent('sofia', undefined)).toBe(false);
  });
});

describe('recap helpers (the call result and its .txt download)', () => {
  it('formats mm:ss', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65.9)).toBe('01:05');
    expect(formatClock(6000)).toBe('100:00');
    expect(formatClock(Number.NaN)).toBe('00:00');
    expect(formatClock(-3)).toBe('00:00');
  });

  it('writes the transcript as text lines with role label and time offset, skipping held lines', () => {
    let s = reduceTranscript(EMPTY_TRANSCRIPT, {
      type: 'transcript',
      role: 'assistant',
      final: true,
      text: 'Hola <b>',
      atS: 1.24,
    });
    s = reduceTranscript(s, { type: 'typed', text: 'Soy Ana', atS: 65 });
    s = reduceTranscript(s, {
      type: 'transcript',
      role: 'assistant',
      final: true,
      text: 'not yet heard',
      atS: 66,
      hold: true,
    });
    const lines = reportLines(s.entries);
    expect(lines).toEqual([
      { role: 'assistant', text: 'Hola <b>', timeS: 1.2 },
      { role: 'user', text: 'Soy Ana', timeS: 65 },
    ]);
    expect(transcriptText('Header', lines, { assistant: 'Sofía', user: 'Tú' })).toBe(
      'Header\r\n\r\n[00:01] Sofía: Hola <b>\r\n[01:05] Tú: Soy Ana\r\n',
    );
    expect(transcriptFileName(new Date(2026, 10, 3, 9, 5))).toBe('call-2026-11-03-0905.txt');
  });
});
