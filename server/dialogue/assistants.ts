/**
 * The stored assistants: every `server/assistants/*.json` file, checked at startup
 * (docs/platform.md "Defaults"). Per language, a name, a voice, a first message and a
 * script; a line's optional `phonemes` is synthesized instead of its `text`, as Hebrew needs.
 */
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { DIALOGUE_LANGS, type DialogueLang } from '../../src/core/protocol/language-subsets.ts';
import { asRecord } from '../../src/core/util/records.ts';
import type { VoiceSpec } from '../audio/tts.ts';
import {
  type AssistantServer,
  parseAssistantServer,
  SERVER_MESSAGE_TYPES,
} from './server-config.ts';
import { parseSpeakingPlans, type SpeakingPlans } from './speaking-plans.ts';
import { hasMarkup, languageTemplateProblems, templateProblem } from './templates.ts';

/** Languages the local platform speaks (docs/platform.md `assistantOverrides.variableValues.language`): `DIALOGUE_LANGS`, a subset of the UI languages. */
export type Language = DialogueLang;

/** Every {@link Language}, in the order the docs list them. */
export const LANGUAGES: readonly Language[] = DIALOGUE_LANGS;

/** One line the assistant says. */
export interface ScriptLine {
  /** What the line is about (e.g. `phone`, `goodbye`); informative only. */
  readonly topic: string;
  /** The text shown to the visitor (`transcript` message). */
  readonly text: string;
  /** espeak-ng phoneme input spoken instead of `text` when present. */
  readonly phonemes?: string;
  /** The call ends (`assistant-ended-call`) once this line has been spoken. */
  readonly endCall?: boolean;
  /** Built at run time (a typed reply): synthesized for its call only, never cached. */
  readonly dynamic?: boolean;
}

/** An assistant in one language. */
export interface AssistantLanguage {
  readonly name: string;
  readonly voice: VoiceSpec;
  readonly firstMessage: ScriptLine;
  /** The steps after the first message, one per user turn; the last one should end the call. */
  readonly script: readonly ScriptLine[];
}

/** A stored assistant (one data file). */
export interface Assistant {
  readonly id: string;
  readonly company?: string;
  /** Whether user speech may stop the assistant's scripted lines (docs/platform.md "Turn-taking"; default true). */
  readonly interruptionsEnabled: boolean;
  /** Vapi's `startSpeakingPlan` / `stopSpeakingPlan` values (docs/platform.md "Speaking plans"). */
  readonly speakingPlans?: SpeakingPlans;
  readonly languages: Readonly<Partial<Record<Language, AssistantLanguage>>>;
  /** Where its server messages go (stored assistants only; docs/platform.md "Server messages"). */
  readonly server?: AssistantServer;
  /**
   * The system prompt (Vapi's `model.messages[]` entry with role `system`), a template like the lines
   * (docs/platform.md "Variables"). No model reads it offline: a call or chat keeps it, rendered, as the
   * first entry of its history and end-of-call report.
   */
  readonly systemPrompt?: string;
}

/** The directory of the bundled assistant data files (`server/assistants/`). */
export const DEFAULT_ASSISTANTS_DIR = resolve(
  fileURLToPath(new URL('..', import.meta.url)),
  'assistants',
);

/** True when `value` is a {@link Language}. */
export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * Loads every `*.json` file of `dir` as an {@link Assistant}, keyed by its `id`.
 *
 * @throws Error naming the file and the field when a file is not a valid assistant
 *   or two files share an id; the filesystem error when `dir` cannot be read.
 */
export async function loadAssistants(
  dir: string = DEFAULT_ASSISTANTS_DIR,
): Promise<Map<string, Assistant>> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const assistants = new Map<string, Assistant>();
  for (const file of files) {
    const path = resolve(dir, file);
    const assistant = parseAssistant(JSON.parse(await readFile(path, 'utf8')) as unknown, file);
    if (assistants.has(assistant.id))
      throw new Error(`${file}: duplicate assistant id "${assistant.id}"`);
    assistants.set(assistant.id, assistant);
  }
  // Vapi-exported assistants list messages the platform does not send: one warning, naming them.
  const ignored = [...assistants.values()]
    .filter((a) => a.server?.ignoredMessages)
    .map((a) => `${a.id}: ${a.server?.ignoredMessages?.join(', ')}`);
  if (ignored.length > 0)
    console.warn(
      `[platform] serverMessages the local platform does not send, ignored (it sends ${SERVER_MESSAGE_TYPES.join(', ')}) — ${ignored.join('; ')}`,
    );
  return assistants;
}

/** Checks parsed JSON against {@link Assistant}. @throws Error `"<where>: <field> …"` on the first invalid field. */
export function parseAssistant(value: unknown, where = 'assistant'): Assistant {
  const fail = (field: string, what: string): never => {
    throw new Error(`${where}: ${field} ${what}`);
  };
  const obj = asRecord(value) ?? fail('(root)', 'must be an object');
  const id = obj['id'];
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id))
    fail('id', 'must be 1–64 characters [A-Za-z0-9_-]');
  const interruptions = obj['interruptionsEnabled'] ?? true;
  if (typeof interruptions !== 'boolean') fail('interruptionsEnabled', 'must be a boolean');
  const company = obj['company'];
  if (company !== undefined && typeof company !== 'string') fail('company', 'must be a string');
  const langs = asRecord(obj['languages']) ?? fail('languages', 'must be an object');
  const languages: Partial<Record<Language, AssistantLanguage>> = {};
  for (const [key, raw] of Object.entries(langs)) {
    if (!isLanguage(key))
      fail(`languages.${key}`, `is not a supported language (${LANGUAGES.join(', ')})`);
    languages[key as Language] = parseLanguage(raw, `languages.${key}`, fail);
  }
  if (Object.keys(languages).length === 0) fail('languages', 'must define at least one language');
  const server = parseAssistantServer(obj['server'], obj['serverMessages'], fail, obj['model']);
  const speaking = parseSpeakingPlans(obj, '');
  if ('problem' in speaking) throw new Error(`${where}: ${speaking.problem}`);
  const systemPrompt = systemPromptOf(obj['model'], fail);
  return {
    ...(server ? { server } : {}),
    ...(speaking.plans ? { speakingPlans: speaking.plans } : {}),
    ...(systemPrompt === undefined ? {} : { systemPrompt }),
    id: id as string,
    ...(company === undefined ? {} : { company: company as string }),
    interruptionsEnabled: interruptions as boolean,
    languages,
  };
}

type Fail = (field: string, what: string) => never;

/**
 * The system prompt of Vapi's `model.messages` (the `system` entry's `content`), checked as a template.
 * @throws through `fail` naming `model.messages[i].content` when it is not a string or not a valid template.
 */
export function systemPromptOf(model: unknown, fail: Fail): string | undefined {
  const messages = asRecord(model)?.['messages'];
  if (messages === undefined) return undefined;
  if (!Array.isArray(messages))
    return fail('model.messages', 'must be a list of { role, content }');
  const i = messages.findIndex((m) => asRecord(m)?.['role'] === 'system');
  if (i < 0) return undefined;
  const content = asRecord(messages[i])?.['content'];
  if (typeof content !== 'string') return fail(`model.messages[${i}].content`, 'must be a string');
  const problem = templateProblem(content);
  if (problem) fail(`model.messages[${i}].content`, problem);
  return content;
}

function parseLanguage(value: unknown, at: string, fail: Fail): AssistantLanguage {
  const obj = asRecord(value) ?? fail(at, 'must be an object');
  const name = obj['name'];
  if (typeof name !== 'string' || name === '') fail(`${at}.name`, 'must be a non-empty string');
  const voiceObj = asRecord(obj['voice']) ?? fail(`${at}.voice`, 'must be an object');
  const voiceName = voiceObj['name'];
  if (typeof voiceName !== 'string' || !/^[A-Za-z0-9_+-]{1,40}$/.test(voiceName))
    fail(`${at}.voice.name`, 'must be an espeak-ng voice name');
  const pitch = voiceObj['pitch'];
  if (
    pitch !== undefined &&
    !(Number.isInteger(pitch) && (pitch as number) >= 0 && (pitch as number) <= 99)
  )
    fail(`${at}.voice.pitch`, 'must be an integer 0–99');
  const speed = voiceObj['speed'];
  if (
    speed !== undefined &&
    !(Number.isInteger(speed) && (speed as number) >= 80 && (speed as number) <= 450)
  )
    fail(`${at}.voice.speed`, 'must be an integer 80–450');
  const script = obj['script'];
  if (!Array.isArray(script) || script.length === 0)
    fail(`${at}.script`, 'must be a non-empty array');
  const language: AssistantLanguage = {
    name: name as string,
    voice: {
      name: voiceName as string,
      ...(pitch === undefined ? {} : { pitch: pitch as number }),
      ...(speed === undefined ? {} : { speed: speed as number }),
    },
    firstMessage: parseLine(obj['firstMessage'], `${at}.firstMessage`, fail),
    script: (script as unknown[]).map((line, i) => parseLine(line, `${at}.script[${i}]`, fail)),
  };
  // A template that does not parse is refused when the assistant is loaded (docs/platform.md "Variables").
  const [problem] = languageTemplateProblems(language, at);
  if (problem) fail(problem[0], problem[1]);
  return language;
}

function parseLine(value: unknown, at: string, fail: Fail): ScriptLine {
  const obj = asRecord(value) ?? fail(at, 'must be an object');
  const { topic, text, phonemes, endCall } = obj;
  if (typeof topic !== 'string') fail(`${at}.topic`, 'must be a string');
  if (typeof text !== 'string' || text.trim() === '')
    fail(`${at}.text`, 'must be a non-empty string');
  if (phonemes !== undefined && (typeof phonemes !== 'string' || !phonemes.includes('[[')))
    fail(`${at}.phonemes`, 'must be espeak-ng [[…]] phoneme input');
  if (endCall !== undefined && typeof endCall !== 'boolean')
    fail(`${at}.endCall`, 'must be a boolean');
  return {
    topic: topic as string,
    text: text as string,
    ...(phonemes === undefined ? {} : { phonemes: phonemes as string }),
    ...(endCall === true ? { endCall: true } : {}),
  };
}

/** `[voice, input]` pairs of the first messages, or of the other script lines, of every assistant (what the platform synthesizes at start-up). */
export function scriptLines(
  assistants: ReadonlyMap<string, Assistant>,
  which: 'first' | 'rest',
): Array<[VoiceSpec, string]> {
  const out: Array<[VoiceSpec, string]> = [];
  for (const assistant of assistants.values()) {
    for (const language of Object.values(assistant.languages)) {
      const chosen: readonly ScriptLine[] =
        which === 'first' ? [language.firstMessage] : language.script;
      // A templated line is rendered per call, its audio synthesized then.
      for (const line of chosen)
        if (!hasMarkup(line.phonemes ?? line.text))
          out.push([language.voice, line.phonemes ?? line.text]);
    }
  }
  return out;
}
