/**
 * In-call controls: the `mute` toggle (`aria-pressed`), the `mic-select`
 * picker (shown only when more than one audio input exists; switching keeps
 * the call), and the panel's {@link MessageForm} (typing never ends the
 * call).
 */
import { useEffect, useState } from 'react';
import { MAX_TEXT_CHARS } from '../../core/protocol/client-messages.ts';
import type { LiveCall } from '../conversation/live-call.ts';
import { Icon } from '../icons/CallIcons.tsx';
import { MessageForm } from './MessageForm.tsx';

export function MuteButton({ live, muted, label }: { live: LiveCall; muted: boolean; label: string }) {
  return (
    <button type="button" className="live-mute" part="mute" aria-pressed={muted} aria-label={label} title={label} onClick={() => live.setMuted(!muted)}>
      <Icon name={muted ? 'micOff' : 'mic'} />
    </button>
  );
}

/** The audio inputs the page may use (labels appear once the microphone is allowed). */
function useAudioInputs(): MediaDeviceInfo[] {
  const [inputs, setInputs] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => {
    const media = navigator.mediaDevices;
    if (!media?.enumerateDevices) return;
    let live = true;
    const read = (): void => {
      media.enumerateDevices().then(
        (all) => live && setInputs(all.filter((d) => d.kind === 'audioinput' && d.deviceId !== 'default' && d.deviceId !== 'communications')),
        () => undefined,
      );
    };
    read();
    media.addEventListener?.('devicechange', read);
    return () => {
      live = false;
      media.removeEventListener?.('devicechange', read);
    };
  }, []);
  return inputs;
}

export function MicSelect({ live, label }: { live: LiveCall; label: string }) {
  const inputs = useAudioInputs();
  const [chosen, setChosen] = useState(live.micDeviceId ?? '');
  if (inputs.length < 2) return null;
  return (
    <label className="live-mic-select">
      <span className="visually-hidden">{label}</span>
      <select
        part="mic-select"
        value={chosen}
        onChange={(e) => {
          setChosen(e.target.value);
          void live.setInputDevice(e.target.value);
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
      onSend={() => live.sendText(text) && setText('')}
    />
  );
}
