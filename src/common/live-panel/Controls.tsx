/** In-call controls: mute or push-to-talk, the device pickers, and the panel's {@link MessageForm}. */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MAX_TEXT_CHARS } from '../../core/protocol/client-messages.ts';
import type { LiveCall } from '../conversation/live-call.ts';
import { Icon } from '../icons/CallIcons.tsx';
import { MessageForm } from './MessageForm.tsx';

function MuteButton({ live, muted, label }: { live: LiveCall; muted: boolean; label: string }) {
  return (
    <button
      type="button"
      className="live-mute"
      part="mute"
      aria-pressed={muted}
      aria-label={label}
      title={label}
      onClick={() => live.controls.setMuted(!muted)}
    >
      <Icon name={muted ? 'micOff' : 'mic'} />
    </button>
  );
}

/** The audio devices of `kind`, without the `default` / `communications` aliases, on each `devicechange`. */
function useAudioDevices(
  kind: 'audioinput' | 'audiooutput',
  onChange?: (devices: MediaDeviceInfo[]) => void,
): MediaDeviceInfo[] {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const changed = useRef(onChange);
  useLayoutEffect(() => {
    changed.current = onChange;
  });
  useEffect(() => {
    const media = navigator.mediaDevices;
    if (!media?.enumerateDevices) return;
    let live = true;
    const read = (): void => {
      media.enumerateDevices().then(
        (all) => {
          if (!live) return;
          const found = all.filter(
            (d) => d.kind === kind && d.deviceId !== 'default' && d.deviceId !== 'communications',
          );
          setDevices(found);
          changed.current?.(found);
        },
        () => undefined,
      );
    };
    read();
    media.addEventListener?.('devicechange', read);
    return () => {
      live = false;
      media.removeEventListener?.('devicechange', read);
    };
  }, [kind]);
  return devices;
}

export function MicSelect({ live, label }: { live: LiveCall; label: string }) {
  const inputs = useAudioDevices('audioinput');
  const [chosen, setChosen] = useState(live.controls.micDeviceId ?? '');
  if (inputs.length < 2) return null;
  return (
    <label className="live-mic-select">
      <span className="visually-hidden">{label}</span>
      <select
        part="mic-select"
        value={chosen}
        onChange={(e) => {
          setChosen(e.target.value);
          void live.controls.setInputDevice(e.target.value);
        }}
      >
        <option value="" disabled>
          {label}
        </option>
        {inputs.map((d, i) => (
          <option key={d.deviceId} value={d.deviceId}>
            {d.label || `${label} ${i + 1}`}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The strings of the speaker picker. */
export interface SpeakerStrings {
  readonly speakerSelect: string;
  readonly speakerDefault: string;
  readonly speakerLabelsHidden: string;
}

/** The `speaker-select` picker (docs/elements/voice-call-button.md "Speaker picker"). */
export function SpeakerSelect({ live, strings }: { live: LiveCall; strings: SpeakerStrings }) {
  const outputs = useAudioDevices(
    'audiooutput',
    (found) => void live.controls.outputsChanged(found.map((d) => d.deviceId)),
  );
  const chosen = live.controls.speakerDeviceId ?? '';
  const [, rerender] = useState(0);
  if (!live.controls.canSetOutputDevice() || outputs.length < 2) return null;
  const unnamed = outputs.every((d) => d.label === '');
  return (
    <div className="live-speaker-select">
      <label className="live-mic-select">
        <span className="visually-hidden">{strings.speakerSelect}</span>
        <select
          part="speaker-select"
          value={chosen}
          aria-describedby={unnamed ? 'live-speaker-names' : undefined}
          onChange={(e) => {
            void live.controls.setOutputDevice(e.target.value).then(() => rerender((n) => n + 1));
          }}
        >
          <option value="">{strings.speakerDefault}</option>
          {outputs.map((d, i) => (
            <option key={d.deviceId} value={d.deviceId}>
              {d.label || `${strings.speakerSelect} ${i + 1}`}
            </option>
          ))}
        </select>
      </label>
      {/* Outside the label: the picker's name stays 'Altavoz'; this is its description. */}
      {unnamed && (
        <span id="live-speaker-names" className="live-hint">
          {strings.speakerLabelsHidden}
        </span>
      )}
    </div>
  );
}

/** The strings of push-to-talk. */
export interface TalkStrings {
  readonly talkHold: string;
  readonly talkHeld: string;
  readonly talkMode: string;
}

/**
 * Push-to-talk's `talk` control (docs/elements/voice-call-button.md "Push-to-talk"): open while
 * held by a captured pointer or Space; release, cancel, blur or a hidden page mute again.
 */
function TalkButton({
  live,
  talking,
  strings,
}: {
  live: LiveCall;
  talking: boolean;
  strings: TalkStrings;
}) {
  const text = talking ? strings.talkHeld : strings.talkHold;
  useEffect(() => {
    if (!talking) return;
    const release = (): void => live.controls.holdTalk(false);
    const hidden = (): void => {
      if (document.visibilityState === 'hidden') release();
    };
    window.addEventListener('blur', release);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('blur', release);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [live, talking]);
  return (
    <>
      <button
        type="button"
        className="live-talk"
        part="talk"
        aria-pressed={talking}
        data-talking={talking || undefined}
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          e.preventDefault();
          e.currentTarget.focus();
          try {
            e.currentTarget.setPointerCapture(e.pointerId);
          } catch {
            // a pointer the browser does not let us capture: pointerup still releases
          }
          live.controls.holdTalk(true);
        }}
        onPointerUp={(e) => {
          // Released explicitly: an engine that kept the capture would send the next click elsewhere to this control.
          if (e.currentTarget.hasPointerCapture?.(e.pointerId))
            e.currentTarget.releasePointerCapture(e.pointerId);
          live.controls.holdTalk(false);
        }}
        onPointerCancel={() => live.controls.holdTalk(false)}
        onLostPointerCapture={() => live.controls.holdTalk(false)}
        onKeyDown={(e) => {
          if (e.key !== ' ' && e.code !== 'Space') return;
          e.preventDefault();
          if (!e.repeat) live.controls.holdTalk(true);
        }}
        onKeyUp={(e) => {
          if (e.key !== ' ' && e.code !== 'Space') return;
          e.preventDefault();
          live.controls.holdTalk(false);
        }}
        onBlur={() => live.controls.holdTalk(false)}
        onContextMenu={(e) => e.preventDefault()}
        // A click (Enter, or a screen reader's activation) is not a hold: the control answers holds only.
        onClick={(e) => e.preventDefault()}
      >
        <Icon name={talking ? 'mic' : 'micOff'} />
        <span className="live-talk-label">{text}</span>
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {text}
      </span>
    </>
  );
}

/** The `talk-mode` switch during a call: on is push-to-talk, off an open microphone (`role="switch"`). */
function TalkModeSwitch({ live, push, label }: { live: LiveCall; push: boolean; label: string }) {
  return (
    <button
      type="button"
      role="switch"
      className="live-talk-mode"
      part="talk-mode"
      aria-checked={push}
      onClick={() => live.controls.setTalkMode(push ? 'open' : 'push')}
    >
      <span className="live-switch-track" aria-hidden="true" />
      <span>{label}</span>
    </button>
  );
}

/** The microphone controls of the bar: push-to-talk's control, or the mute toggle; then the talk-mode switch. */
export function TalkControls({
  live,
  talkMode,
  talking,
  muted,
  strings,
}: {
  live: LiveCall;
  talkMode: 'open' | 'push';
  talking: boolean;
  muted: boolean;
  strings: TalkStrings & { mute: string; unmute: string };
}) {
  return (
    <>
      {talkMode === 'push' ? (
        <TalkButton live={live} talking={talking} strings={strings} />
      ) : (
        <MuteButton live={live} muted={muted} label={muted ? strings.unmute : strings.mute} />
      )}
      <TalkModeSwitch live={live} push={talkMode === 'push'} label={strings.talkMode} />
    </>
  );
}

export interface ComposerProps {
  readonly live: LiveCall;
  readonly enabled: boolean;
  readonly label: string;
  readonly placeholder: string;
  readonly sendLabel: string;
  readonly error: string | undefined;
}

export function Composer({ live, enabled, label, placeholder, sendLabel, error }: ComposerProps) {
  const [text, setText] = useState('');
  return (
    <MessageForm
      className="live-composer"
      label={label}
      placeholder={placeholder}
      sendLabel={sendLabel}
      value={text}
      onChange={setText}
      maxLength={MAX_TEXT_CHARS}
      disabled={!enabled}
      sendDisabled={!enabled || text.trim() === ''}
      error={error}
      onSend={() => live.messages.sendText(text) && setText('')}
    />
  );
}
