/**
 * Inline (transient) assistants (docs/platform.md "`POST /api/call/web`"): offline there
 * is no model or cloud voice, so the platform keeps what it can honour on top of a stored
 * assistant and names what it ignores in the 201 answer's `warnings`. Server fields are
 * never honoured: no open relay (docs/platform.md "Server messages").
 */
import type { InlineAssistant } from '../../src/core/protocol/requests.ts';
import { asRecord } from '../../src/core/util/records.ts';
import type { VoiceSpec } from '../audio/tts.ts';
import { type Assistant, type Language, systemPromptOf } from './assistants.ts';
import { languageOfTag } from './language-tag.ts';
import { mergeSpeakingPlans, speakingPlansOf } from './speaking-plans.ts';

/** A transient assistant, or why the body cannot make one. */
export type InlineResult =
  | {
      readonly assistant: Assistant;
      readonly language: Language;
      /** The country of `transcriber.language` (or its likeliest), for local phone numbers. */
      readonly region?: string;
      readonly warnings: readonly string[];
    }
  | { readonly problem: string };

/** Fields honoured (others are reported as ignored). */
const HONOURED = new Set([
  'firstMessage',
  'name',
  'voice',
  'transcriber',
  'startSpeakingPlan',
  'stopSpeakingPlan',
]);
/** Fields that would send the platform's requests somewhere: never honoured for an inline assistant. */
const RELAY_FIELDS = new Set([
  'server',
  'serverUrl',
  'serverUrlSecret',
  'serverMessages',
  'credentials',
  'credentialIds',
]);
const ESPEAK_VOICE = /^[a-z]{2,3}(-[a-z0-9]+)?(\+[a-z0-9]+)?$/i;

/**
 * Builds the transient assistant from a request's checked inline `assistant` (its door,
 * `server/http/requests/`, refused bad fields; a template's problem among them).
 * @param base the stored assistant whose script and defaults are used.
 * @returns the assistant, or a problem when `base` has no script in the language asked for.
 */
export function inlineAssistant(
  body: InlineAssistant,
  overrideLanguage: Language | undefined,
  base: Assistant,
): InlineResult {
  const warnings: string[] = [];
  const tag = body.transcriber?.language;
  // The transcriber's tag (`es-ES`, `iw`, `en-GB`; another language: English, with a warning) unless the overrides name one.
  const heard =
    tag !== undefined && !overrideLanguage
      ? languageOfTag(tag, 'assistant.transcriber.language')
      : undefined;
  if (heard?.warning) warnings.push(heard.warning);
  const language = overrideLanguage ?? heard?.language ?? 'es';
  const stored = base.languages[language];
  if (!stored) return { problem: `the local platform has no ${language} script to follow` };
  const { firstMessage, name, voice } = body;
  const systemPrompt = systemPromptOf(body.model, () => {
    throw new Error('assistant.model was checked at the request door');
  });
  let voiceSpec: VoiceSpec = stored.voice;
  if (voice !== undefined) {
    const { provider, voiceId } = voice;
    if (
      (provider === 'espeak-ng' || provider === 'local') &&
      voiceId !== undefined &&
      ESPEAK_VOICE.test(voiceId)
    )
      voiceSpec = { name: voiceId };
    else
      warnings.push(
        `assistant.voice (${provider ?? 'unknown provider'}) is not available offline; the local espeak-ng voice ${stored.voice.name} speaks instead`,
      );
  }
  // No open relay: anyone can read the public key, so no inline assistant makes the platform send requests anywhere.
  const toolLists = [body['tools'], asRecord(body['model'])?.['tools']];
  const toolServers = toolLists.some(
    (list) => Array.isArray(list) && list.some((t) => asRecord(t)?.['server'] !== undefined),
  );
  const relay = [
    ...Object.keys(body).filter((k) => RELAY_FIELDS.has(k)),
    ...(toolServers ? ['tools[].server'] : []),
  ];
  if (relay.length > 0) {
    warnings.push(
      `assistant.${relay.join(', assistant.')}: ignored; an inline assistant gets no server messages (only an assistant stored on the platform may have a server)`,
    );
  }
  // A model with only its messages is honoured (the system prompt); any other model field is not.
  const modelKeys = Object.keys(asRecord(body['model']) ?? { other: true });
  const ignored = Object.keys(body).filter(
    (k) =>
      !HONOURED.has(k) &&
      !RELAY_FIELDS.has(k) &&
      !(k === 'model' && modelKeys.every((m) => m === 'messages')),
  );
  if (ignored.length > 0)
    warnings.push(
      `ignored on the local platform (no model offline; the turns follow the stored lead-qualification script): assistant.${ignored.slice(0, 10).join(', assistant.')}`,
    );
  // The stored assistant's script and settings, never its server (docs/platform.md "Server messages").
  const {
    server: _storedServer,
    speakingPlans: storedPlans,
    systemPrompt: _storedPrompt,
    ...settings
  } = base;
  const speakingPlans = mergeSpeakingPlans(storedPlans, speakingPlansOf(body));
  const assistant: Assistant = {
    ...settings,
    ...(speakingPlans ? { speakingPlans } : {}),
    ...(systemPrompt === undefined ? {} : { systemPrompt }),
    id: `inline-${base.id}`,
    // The stored assistant's other languages stay, for a language switch inside the conversation.
    languages: {
      ...base.languages,
      [language]: {
        ...stored,
        name: name?.trim() || stored.name,
        voice: voiceSpec,
        // A page's own first message is plain text for espeak-ng (no phoneme input).
        firstMessage:
          firstMessage !== undefined
            ? { topic: stored.firstMessage.topic, text: firstMessage.trim(), dynamic: true }
            : stored.firstMessage,
      },
    },
  };
  return { assistant, language, ...(heard?.region ? { region: heard.region } : {}), warnings };
}
