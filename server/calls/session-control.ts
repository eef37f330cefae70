/**
 * What a live call does with one valid control message from its client (docs/platform.md
 * "WebSocket `GET /api/call/{id}/ws`", "Languages"): `say`, `add-message`, `control`, `end-call`
 * and `tool-call-result`.
 */
import { CloseCode } from '../../src/core/protocol/limits.ts';
import type { ParsedClientMessage as ClientMessage } from '../../src/core/protocol/parse-client-message.ts';
import type { EndedReason, ErrorCode } from '../../src/core/protocol/server-messages.ts';
import { languageOfTag, languageSwitchOf } from '../dialogue/language-tag.ts';
import type { Conversation } from './conversation.ts';
import type { CallRecord, CallRegistry } from './registry.ts';

/** The call a control message acts on. */
export interface ControlTarget {
  readonly call: CallRecord;
  readonly conversation: Conversation;
  readonly registry: CallRegistry;
  /** Ends the call with `reason`, closing its socket with `code`. */
  end(reason: EndedReason, code: number): void;
  /** Sends an `error` reply (throttled by the session). */
  replyError(code: ErrorCode, message: string): void;
}

/** Applies one control message to `target`'s call. */
export function applyControl(target: ControlTarget, message: ClientMessage): void {
  const { conversation } = target;
  switch (message.type) {
    case 'say': {
      const error = conversation.say(message);
      if (error) target.replyError(error, 'too many say messages waiting');
      return;
    }
    case 'add-message': {
      target.registry.record(target.call, message.message.role, message.message.content);
      if (message.message.role === 'system') return switchLanguage(target, message.message.content);
      if (message.message.role !== 'user') return;
      const error = conversation.userText(
        message.message.content,
        message.triggerResponseEnabled !== false,
      );
      if (error) target.replyError(error, 'too many lines waiting to be said');
      return;
    }
    case 'control':
      if (message.control === 'say-first-message') conversation.sayFirstMessage();
      else conversation.setHeld(message.control === 'mute-assistant');
      return;
    case 'end-call':
      target.end('customer-ended-call', CloseCode.normal);
      return;
    case 'tool-call-result':
      conversation.toolResult(
        message.toolCallId,
        'result' in message ? { result: message.result } : { error: message.error },
      );
      return;
  }
}

/**
 * A system message saying the visitor's language changed (`languageSwitchOf`, docs/platform.md
 * "Languages"): the call speaks it from the next line on (a language the platform does not speak:
 * English); any other system message, or a language the assistant lacks, only stays in the history.
 */
function switchLanguage({ call, conversation }: ControlTarget, content: string): void {
  const tag = languageSwitchOf(content);
  if (tag === undefined) return;
  const { language, region, likelyRegion } = languageOfTag(tag, 'add-message');
  const script = call.assistant.languages[language];
  if (!script || language === call.language) return;
  call.language = language;
  call.script = script;
  // The visitor's country stays unless the new tag names one ('en-GB').
  conversation.switchLanguage(language, script, likelyRegion ? undefined : region);
}
