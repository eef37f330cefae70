/**
 * A line template filled for the visitor (docs/platform.md "Dialogue (typed
 * answers)"): the assistant's name, the visitor's facts (or the words for a
 * fact given by voice) and the solution put in its text and its speech, and
 * templates said one after the other.
 */
import type { Language } from './assistants.ts';
import type { Slots } from './dialogue-state.ts';
import { FACT_LINES } from './fact-lines.ts';
import { DIALOGUE_LINES, type LineTemplate, SOLUTION_LABELS } from './lines.ts';
import { formatPhone, speakPhone } from './phone.ts';

/** A line to say: the text shown and, when it differs, the espeak-ng input (always for a language spoken as phonemes: Hebrew). */
export interface FilledLine {
  text: string;
  phonemes?: string;
}

/**
 * `template` with `{assistant}`, `{solution}`, `{name}`, `{phone}` (text),
 * `{phoneSpeech}` (speech) and `{need}` filled from `slots` in `language`;
 * a fact given by voice reads as the language's `voiceSlot` words. Never throws.
 */
export function fillLine(
  template: LineTemplate,
  language: Language,
  assistant: string,
  slots: Slots,
): FilledLine {
  const { voiceSlot, phonemeSpeech, rightToLeft } = DIALOGUE_LINES[language];
  const { name, phone, need, solution } = slots;
  const label = solution ? SOLUTION_LABELS[language][solution] : '';
  // The read-back names the solution, never the visitor's own words.
  const other = FACT_LINES[language].otherNeed;
  const needText = solution ? label : need ? other.text : voiceSlot.need;
  const needSpeech = solution ? label : need ? other.speech : voiceSlot.need;
  const text = template.text
    .replace('{assistant}', assistant)
    .replace('{solution}', label)
    .replace('{name}', name ?? voiceSlot.name)
    // In right-to-left text the number is isolated left-to-right (LRI … PDI), or bidi reorders its groups.
    .replace(
      '{phone}',
      phone
        ? rightToLeft
          ? `\u2066${formatPhone(phone)}\u2069`
          : formatPhone(phone)
        : voiceSlot.phone,
    )
    .replace('{need}', needText);
  const speech = template.speech
    .replace('{assistant}', assistant)
    .replace('{solution}', label)
    .replace('{name}', name ?? voiceSlot.name)
    .replace('{phoneSpeech}', phone ? speakPhone(phone, language) : voiceSlot.phone)
    .replace('{need}', needSpeech);
  return phonemeSpeech
    ? { text, phonemes: speech }
    : speech === text
      ? { text }
      : { text, phonemes: speech };
}

/** Line templates said one after the other. */
export function joined(templates: readonly LineTemplate[]): LineTemplate {
  return {
    text: templates.map((t) => t.text).join(' '),
    speech: templates.map((t) => t.speech).join(' '),
  };
}

/** Two lines said as one: the second after a space, or right after a Markdown block that ends in a blank line. */
export function join(
  a: { text: string; phonemes?: string },
  b: { text: string; phonemes?: string },
): { text: string; phonemes?: string } {
  const text = a.text.endsWith('\n') ? `${a.text}${b.text}` : `${a.text} ${b.text}`;
  const speech = `${a.phonemes ?? a.text.trim()} ${b.phonemes ?? b.text}`;
  return speech === text ? { text } : { text, phonemes: speech };
}
