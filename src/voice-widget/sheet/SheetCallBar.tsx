/**
 * The sheet's call controls (modes `voice` and `hybrid`): the call button (call, connecting, hang
 * up), and during a call the talk controls, hold, the connection indicator, the levels, the microphone and speaker pickers; then
 * the note when the chosen speaker went away.
 */
import type { CallController } from '../../common/call/controller.ts';
import type { LiveCall } from '../../common/conversation/live-call.ts';
import type { LiveSnapshot } from '../../common/conversation/live-state.ts';
import { MicSelect, SpeakerSelect, TalkControls } from '../../common/live-panel/Controls.tsx';
import {
  ConnectionIndicator,
  ConnectionNotice,
  HoldButton,
  shownQuality,
} from '../../common/live-panel/CallLink.tsx';
import { Meters } from '../../common/live-panel/Meters.tsx';
import { Icon } from '../../common/icons/CallIcons.tsx';
import type { Lang } from '../../core/lang.ts';
import { useTexts } from '../../common/i18n/texts-context.ts';
import Precheck from '../../common/live-panel/Precheck.tsx';

export interface SheetCallBarProps {
  readonly status: CallController['status'];
  readonly live: LiveCall;
  readonly liveSnap: LiveSnapshot;
  /** The call is connected and not yet ended. */
  readonly connected: boolean;
  /** A call connects or runs. */
  readonly callActive: boolean;
  readonly assistantName: string;
  readonly lang: Lang;
  /** The call button: starts a call (after consent) or hangs up. */
  readonly onPress: () => void;
  /** The element, whose pre-call check shows while no call runs (docs/elements/voice-widget.md "Pre-call check"). */
  readonly prechecker?: Element | undefined;
}

/** See the module comment. */
export function SheetCallBar({
  status,
  live,
  liveSnap,
  connected,
  callActive,
  assistantName,
  lang,
  onPress,
  prechecker,
}: SheetCallBarProps) {
  const { texts } = useTexts();
  const t = texts.sheet;
  const p = texts.panel;
  const quality = shownQuality(liveSnap.quality, liveSnap.reconnecting !== undefined);
  const callLabel =
    status === 'idle' ? t.callStart : status === 'connecting' ? t.sheetConnecting : t.hangUp;
  return (
    <>
      <div className="vw-call-bar">
        <button
          type="button"
          className={`vw-call vw-call--${status}`}
          part="call-button"
          data-status={status}
          aria-busy={status === 'connecting' || undefined}
          onClick={onPress}
        >
          <Icon name={status === 'idle' ? 'phone' : 'close'} />
          <span>{callLabel}</span>
        </button>
        {connected && !liveSnap.held && (
          <TalkControls
            live={live}
            talkMode={liveSnap.talkMode}
            talking={liveSnap.talking}
            muted={liveSnap.muted}
            strings={p}
          />
        )}
        {connected && <HoldButton live={live} held={liveSnap.held} label={p.hold} />}
        {connected && <ConnectionIndicator quality={quality} strings={p} />}
        {callActive && (
          <Meters
            live={live}
            running={connected}
            held={liveSnap.held}
            muted={liveSnap.muted}
            strings={p}
            assistantName={assistantName}
          />
        )}
        {connected && <MicSelect live={live} label={p.micSelect} />}
        {connected && <SpeakerSelect live={live} strings={p} />}
      </div>
      {status === 'idle' && prechecker && (
        <Precheck element={prechecker} strings={p} lang={lang} label={texts.button.precheckStart} />
      )}
      {connected && <ConnectionNotice quality={quality} strings={p} />}
      {liveSnap.speakerLost && connected && (
        <p className="live-note" role="status">
          {p.speakerLost}
        </p>
      )}
    </>
  );
}
