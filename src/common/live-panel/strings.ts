/** The live panel's text helpers: its texts are the language files' `panel` and `errors` sections (docs/translations.md). */
import type { Browser, Problem } from '../conversation/guidance.ts';
import { formatText } from '../i18n/format.ts';
import type { Section, Texts } from '../i18n/texts.ts';

/** Every text of the live panel; `{x}` placeholders are filled by {@link format}. */
export type PanelStrings = Section<'panel'>;

/** The feedback and forget texts. */
export type PrivacyStrings = Section<'privacy'>;

/** The guided-error key of each problem (`mic-denied` by browser). */
const PROBLEM_KEYS: Readonly<Record<Exclude<Problem, 'mic-denied'>, keyof Section<'errors'>>> = {
  'mic-missing': 'micMissing',
  'mic-busy': 'micBusy',
  unreachable: 'unreachable',
  'bad-key': 'badKey',
  'unknown-assistant': 'unknownAssistant',
  busy: 'busy',
  'join-timeout': 'joinTimeout',
  'call-dropped': 'callDropped',
  'connection-lost': 'connectionLost',
  'playback-blocked': 'playbackBlocked',
  'no-audio-output': 'noAudioOutput',
  unknown: 'unknownError',
};

const MIC_DENIED_KEYS: Readonly<Record<Browser, keyof Section<'errors'>>> = {
  chromium: 'micDeniedChromium',
  safari: 'micDeniedSafari',
  firefox: 'micDeniedFirefox',
  other: 'micDeniedOther',
};

/** Why typed text was not sent, as the conversation model names it. */
export type InputProblem =
  'empty' | 'too-long' | 'not-configured' | 'no-call' | 'reconnect-queue-full';

const INPUT_KEYS: Readonly<Record<InputProblem, keyof Section<'errors'>>> = {
  empty: 'inputEmpty',
  'too-long': 'inputTooLong',
  'not-configured': 'inputNotConfigured',
  'no-call': 'inputNoCall',
  'reconnect-queue-full': 'inputQueueFull',
};

/** The guidance text of a problem, with the microphone help for `browser`. */
export function problemText(errors: Section<'errors'>, problem: Problem, browser: Browser): string {
  const text = errors[problem === 'mic-denied' ? MIC_DENIED_KEYS[browser] : PROBLEM_KEYS[problem]];
  return typeof text === 'string' ? text : text.other;
}

/** Why typed text was not sent, translated in `lang`; `max` is the destination's limit in characters. */
export function inputErrorText(
  texts: Texts,
  lang: string,
  problem: InputProblem | undefined,
  max: number,
): string | undefined {
  if (problem === undefined) return undefined;
  return formatText(texts.errors[INPUT_KEYS[problem]], lang, { max });
}
