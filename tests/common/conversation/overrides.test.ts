/**
 * What the page tells the assistant (docs/elements/voice-widget.md "Variables and overrides"):
 * the merge order of `assistantOverrides.variableValues` (language < `variable-values` <
 * `variableValues` < `assistantOverrides.variableValues`), other override fields sent as given,
 * and the bad values (invalid JSON, not an object, values that are not strings, numbers or
 * booleans) warned about and left out; and the request bodies that carry them.
 */
import { describe, expect, it } from 'vitest';

import {
  assistantOverridesOf,
  type OverridesSource,
  parseVariableValuesAttribute,
} from '../../../src/common/conversation/overrides.ts';
import {
  checkPageText,
  MAX_PAGE_TEXT_CHARS,
} from '../../../src/common/conversation/page-messages.ts';
import { chatBody } from '../../../src/core/chat/chat-client.ts';

function source(attr: string | null, props: Partial<OverridesSource> = {}): OverridesSource {
  return { getAttribute: (name) => (name === 'variable-values' ? attr : null), ...props };
}

function collect(): { warn: (m: string) => void; warnings: string[] } {
  const warnings: string[] = [];
  return { warn: (m) => warnings.push(m), warnings };
}

describe('assistantOverridesOf', () => {
  it('the language alone without anything else', () => {
    const { warn, warnings } = collect();
    expect(assistantOverridesOf(source(null), 'he', warn)).toEqual({
      variableValues: { language: 'he' },
    });
    expect(warnings).toEqual([]);
  });

  it('merges language < attribute < property < assistantOverrides.variableValues', () => {
    const { warn, warnings } = collect();
    const el = source('{"a":"attr","b":"attr","c":"attr","language":"he"}', {
      variableValues: { b: 'prop', c: 'prop', n: 3 },
      assistantOverrides: { firstMessage: 'Hola {{a}}', variableValues: { c: 'over', ok: true } },
    });
    expect(assistantOverridesOf(el, 'es', warn)).toEqual({
      firstMessage: 'Hola {{a}}',
      variableValues: { language: 'he', a: 'attr', b: 'prop', c: 'over', n: 3, ok: true },
    });
    expect(warnings).toEqual([]);
  });

  it('invalid JSON or a value that is not an object warns naming the attribute and sends nothing of it', () => {
    for (const raw of ['{oops', '[1,2]', '"text"', '42', 'null']) {
      const { warn, warnings } = collect();
      const out = assistantOverridesOf(source(raw, { variableValues: { x: 1 } }), 'es', warn);
      expect(out).toEqual({ variableValues: { language: 'es', x: 1 } });
      if (raw !== 'null') expect(warnings.join(' ')).toMatch(/variable-values/);
    }
  });

  it('values that are not strings, numbers or booleans warn, naming the key, and are left out', () => {
    const { warn, warnings } = collect();
    const out = parseVariableValuesAttribute(
      '{"ok":"yes","obj":{"a":1},"list":[1],"nil":null,"n":1.5,"f":false}',
      warn,
    );
    expect(out).toEqual({ ok: 'yes', n: 1.5, f: false });
    expect(warnings).toHaveLength(3);
    expect(warnings.join(' ')).toMatch(
      /variable-values\.obj.*variable-values\.list.*variable-values\.nil/s,
    );
    const prop = collect();
    expect(
      assistantOverridesOf(source(null, { variableValues: { n: NaN, s: 's' } }), 'es', prop.warn),
    ).toEqual({ variableValues: { language: 'es', s: 's' } });
    expect(prop.warnings.join(' ')).toMatch(/variableValues\.n/);
  });

  it('a variableValues or assistantOverrides property that is not an object warns and is ignored', () => {
    const { warn, warnings } = collect();
    const out = assistantOverridesOf(
      source(null, { variableValues: 'x' as never, assistantOverrides: [1] as never }),
      'es',
      warn,
    );
    expect(out).toEqual({ variableValues: { language: 'es' } });
    expect(warnings.join(' ')).toMatch(
      /variableValues.*assistantOverrides|assistantOverrides.*variableValues/s,
    );
  });
});

describe('chatBody', () => {
  it('sends the overrides as given and the page context as system messages before the visitor', () => {
    const body = chatBody({
      assistantId: 'a',
      input: 'hola',
      lang: 'es',
      context: ['on /pricing'],
      assistantOverrides: { variableValues: { language: 'es', plan: 'Pro' } },
    });
    expect(body['assistantOverrides']).toEqual({ variableValues: { language: 'es', plan: 'Pro' } });
    expect(body['input']).toEqual([
      { role: 'system', content: 'on /pricing' },
      { role: 'user', content: 'hola' },
    ]);
  });
});

describe('checkPageText', () => {
  it('trims, drops control characters, and refuses empty or over-long text with a code', () => {
    expect(checkPageText('  hola\u0007 ')).toBe('hola');
    expect(() => checkPageText('   ')).toThrow(expect.objectContaining({ code: 'invalid-text' }));
    expect(() => checkPageText(42)).toThrow(expect.objectContaining({ code: 'invalid-text' }));
    expect(() => checkPageText('x'.repeat(MAX_PAGE_TEXT_CHARS + 1))).toThrow(
      expect.objectContaining({ code: 'text-too-long' }),
    );
    expect(checkPageText('x'.repeat(MAX_PAGE_TEXT_CHARS))).toHaveLength(MAX_PAGE_TEXT_CHARS);
  });
});
