// @vitest-environment node
/**
 * server/dialogue/assistants.ts: the assistant data (server/assistants/*.json) and its parser.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import {
  type Assistant,
  loadAssistants,
  parseAssistant,
} from '../../../server/dialogue/assistants.ts';

describe('assistants', () => {
  let sofia: Assistant;
  beforeAll(async () => {
    sofia = (await loadAssistants()).get('sofia') as Assistant;
  });

  it('sofia speaks es and he, with the recorded demo topics in order, ending the call after the goodbye', () => {
    const topics = [
      'greeting-and-name',
      'phone',
      'needed-solution',
      'confirmation',
      'data-sent',
      'representative-will-call',
      'goodbye',
    ];
    expect(sofia.interruptionsEnabled).toBe(true);
    for (const language of ['es', 'he'] as const) {
      const script = sofia.languages[language];
      expect(script).toBeDefined();
      if (!script) continue;
      expect([script.firstMessage, ...script.script].map((l) => l.topic)).toEqual(topics);
      expect(script.script.filter((l) => l.endCall)).toEqual([script.script.at(-1)]);
      expect(script.firstMessage.text).toMatch(
        language === 'es' ? /TeleNova.*Sofía/ : /טלנובה.*סופיה/,
      );
    }
    expect(sofia.languages.es?.voice).toEqual({ name: 'es+f3', pitch: 55 });
    expect(sofia.languages.he?.voice).toEqual({ name: 'he+f3' });
    // Hebrew is spoken from phoneme input, one [[…]] block per clause, and shown as Hebrew text.
    const he = sofia.languages.he;
    for (const line of he ? [he.firstMessage, ...he.script] : []) {
      expect(line.phonemes).toMatch(/^\[\[.*\]\]\W*$/);
      expect(line.text).toMatch(/[\u0590-\u05ff]/);
    }
  });

  it('rejects invalid data files with the field named', () => {
    expect(() => parseAssistant({ id: 'x', languages: {} }, 'x.json')).toThrow(
      /x\.json: languages/,
    );
    expect(() => parseAssistant({ id: 'bad id', languages: {} })).toThrow(/id/);
    const line = { topic: 't', text: 'hola' };
    const lang = { name: 'A', voice: { name: 'es' }, firstMessage: line, script: [line] };
    expect(parseAssistant({ id: 'a', languages: { es: lang } }).interruptionsEnabled).toBe(true);
    expect(() => parseAssistant({ id: 'a', languages: { fr: lang } })).toThrow(/languages\.fr/);
    expect(() =>
      parseAssistant({
        id: 'a',
        languages: { es: { ...lang, voice: { name: 'es', pitch: 200 } } },
      }),
    ).toThrow(/pitch/);
    expect(() => parseAssistant({ id: 'a', languages: { es: { ...lang, script: [] } } })).toThrow(
      /script/,
    );
    expect(() =>
      parseAssistant({
        id: 'a',
        languages: { he: { ...lang, firstMessage: { ...line, phonemes: 'no brackets' } } },
      }),
    ).toThrow(/phonemes/);
  });
});
