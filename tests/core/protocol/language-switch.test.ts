import { describe, expect, it } from 'vitest';

import {
  languageSwitchOf,
  languageSwitchText,
} from '../../../src/core/protocol/language-switch.ts';

describe('the language-switch message (built by the client, read by the platform)', () => {
  it('builds the exact sentence a hosted model reads, and reads its own tag back', () => {
    expect(languageSwitchText('he')).toBe("The visitor's language is now he.");
    for (const tag of ['es', 'he', 'en', 'en-GB', 'pt_BR'])
      expect(languageSwitchOf(languageSwitchText(tag))).toBe(tag);
  });

  it('finds the language switch in a system message, in its two forms only', () => {
    expect(languageSwitchOf("The visitor's language is now en.")).toBe('en');
    expect(languageSwitchOf('the visitor’s language changed to he-IL')).toBe('he-IL');
    expect(languageSwitchOf('The user language has changed to "es"')).toBe('es');
    expect(languageSwitchOf('{"variableValues":{"language":"en-GB"}}')).toBe('en-GB');
    expect(languageSwitchOf('The visitor is on the pricing page.')).toBeUndefined();
    expect(languageSwitchOf('Please answer in French from now on.')).toBeUndefined();
    expect(languageSwitchOf('{"variableValues":{"language":3}}')).toBeUndefined();
    expect(languageSwitchOf('{not json')).toBeUndefined();
  });

  it('never reads a message over 200 characters as a switch', () => {
    const padded = (n: number): string => `The visitor's language is now${' '.repeat(n)}en.`;
    expect(languageSwitchOf(padded(168))).toBe('en'); // 200 characters
    expect(languageSwitchOf(padded(169))).toBeUndefined();
  });
});
