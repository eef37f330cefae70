/**
 * The live panel's conversation, once the call is under way (and after it, if it started): during
 * the call the controls bar (talk controls, hold, connection indicator, levels, microphone and
 * speaker pickers), the connection notice, the
 * speaker-lost, reconnect and typed-only notes, then the transcript, and during the call the
 * composer.
 */
import type { LiveCall } from '../conversation/live-call.ts';
import type { LiveSnapshot } from '../conversation/live-state.ts';
import { MAX_TEXT_CHARS } from '../../core/protocol/client-messages.ts';
import { Composer, MicSelect, SpeakerSelect, TalkControls } from './Controls.tsx';
import { ConnectionIndicator, ConnectionNotice, HoldButton, shownQuality } from './CallLink.tsx';
import { LiveTranscript } from './LiveTranscript.tsx';
import { Meters } from './Meters.tsx';
import { Orb } from './Orb.tsx';
import { ReconnectNote } from './ReconnectNote.tsx';
import { inputErrorText, type PanelStrings } from './strings.ts';
import { useTexts } from '../i18n/texts-context.ts';
import { formatText } from '../i18n/format.ts';

export interface PanelConversationProps {
  readonly live: LiveCall;
  readonly snap: LiveSnapshot;
  /** The call is connected and not yet ended. */
  readonly running: boolean;
  readonly assistantName: string;
  readonly strings: PanelStrings;
}

/** See the module comment. */
export function PanelConversation({
  live,
  snap,
  running,
  assistantName,
  strings: t,
}: PanelConversationProps) {
  const { texts, lang } = useTexts();
  const quality = shownQuality(snap.quality, snap.reconnecting !== undefined);
  return (
    <>
      {snap.phase === 'active' && (
        <div className="live-bar">
          <Orb live={live} assistantName={assistantName} />
          {/* Held: the microphone stays muted until the call is resumed. */}
          {running && !snap.held && (
            <TalkControls
              live={live}
              talkMode={snap.talkMode}
              talking={snap.talking}
              muted={snap.muted}
              strings={t}
            />
          )}
          {running && <HoldButton live={live} held={snap.held} label={t.hold} />}
          {running && <ConnectionIndicator quality={quality} strings={t} />}
          <Meters
            live={live}
            running={running}
            held={snap.held}
            muted={snap.muted}
            strings={t}
            assistantName={assistantName}
          />
          {running && <MicSelect live={live} label={t.micSelect} />}
          {running && <SpeakerSelect live={live} strings={t} />}
        </div>
      )}
      {running && <ConnectionNotice quality={quality} strings={t} />}
      {snap.speakerLost && running && (
        <p className="live-note" role="status">
          {t.speakerLost}
        </p>
      )}
      {/* The button's call-status region announces it: not said twice. */}
      {snap.reconnecting && running && (
        <ReconnectNote reconnecting={snap.reconnecting} strings={t} announce={false} />
      )}
      {snap.echoHint && running && (
        <p className="live-hint" part="echo-hint" role="status" aria-live="polite">
          {formatText(texts.panel.echoHint, lang, { assistant: assistantName })}
        </p>
      )}
      {snap.typedOnlyNotice && running && (
        <p className="live-note" role="status">
          {t.typedOnly}
        </p>
      )}
      <LiveTranscript
        entries={snap.transcript.entries}
        assistantLabel={assistantName}
        userLabel={t.you}
        label={t.transcriptLabel}
        emptyText={t.empty}
        delivery={{ pending: t.pendingSend, 'not-sent': t.notSent }}
        toolStatus={snap.toolStatus}
        quickReplies={snap.phase === 'active' ? snap.quickReplies : undefined}
        quickRepliesLabel={t.quickRepliesLabel}
        onQuickReply={(reply) => live.chooseReply(reply)}
      />
      {snap.phase === 'active' && (
        <Composer
          live={live}
          enabled={running}
          label={t.inputLabel}
          placeholder={t.inputPlaceholder}
          sendLabel={t.send}
          error={inputErrorText(texts, lang, snap.inputError, MAX_TEXT_CHARS)}
        />
      )}
    </>
  );
}
