/**
 * The live voice button (SPEC §2 item 6, §4 "Live voice button"). Its status
 * comes from the host element's {@link CallController}, which owns the call;
 * this component only renders it and forwards presses. Hovering or focusing
 * the button prefetches the voice client and daily-js.
 */
import { useSyncExternalStore } from 'react';
import type { CallController } from '../call/controller.ts';
import { DEFAULT_ASSISTANT_NAME, DICTIONARIES, fill } from '../i18n/dictionary.ts';
import { dirOf, parseLang } from '../i18n/lang.ts';
import { hostOf, type WidgetHost, type WidgetProps } from '../elements/widget-element.ts';

/** What `<voice-call-button>` offers its component. */
export interface CallButtonHost extends WidgetHost {
  readonly call: CallController;
}

/** Attribute-backed props of `<voice-call-button>`. */
export interface CallButtonProps extends WidgetProps {
  readonly publicKey?: string;
  readonly assistantId?: string;
  readonly apiUrl?: string;
  readonly lang?: string;
  readonly assistantName?: string;
  readonly micGain?: string;
}

/** Largest accepted `mic-gain` (linear): a fourfold boost. */
export const MAX_MIC_GAIN = 4;

/**
 * Parses the `mic-gain` attribute: a number in (0, 4], linear gain (1 =
 * unchanged). Missing gives undefined; anything else warns and gives undefined.
 */
export function parseMicGain(value: string | undefined, warn: (message: string) => void): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const gain = Number(value);
  if (Number.isFinite(gain) && gain > 0 && gain <= MAX_MIC_GAIN) return gain;
  warn(`[voice-widgets] Ignoring mic-gain="${value}": expected a number greater than 0 and at most ${MAX_MIC_GAIN}.`);
  return undefined;
}

const ICONS = { idle: '🎙', connecting: '', connected: '☎', speaking: '🔊' } as const;

export function CallButton(props: CallButtonProps) {
  const host = hostOf<CallButtonHost>(props.container);
  const lang = parseLang(props.lang, (m) => host.warnOnce(m));
  const { call } = host;
  const status = useSyncExternalStore(
    (cb) => call.subscribe(cb),
    () => call.status,
    () => call.status,
  );
  const text = fill(DICTIONARIES[lang].call[status], {
    assistant: props.assistantName || DEFAULT_ASSISTANT_NAME[lang],
    company: '',
  });
  const config = {
    publicKey: props.publicKey,
    assistantId: props.assistantId,
    apiUrl: props.apiUrl,
    micGain: parseMicGain(props.micGain, (m) => host.warnOnce(m)),
    lang,
  };
  const connecting = status === 'connecting';
  return (
    <div className="root call-root" lang={lang} dir={dirOf(lang)} part="root">
      <button
        type="button"
        className={`call-button call-button--${status}`}
        part={`button ${status}`}
        data-status={status}
        // aria-disabled, not disabled: keyboard focus stays on the button while it connects.
        aria-disabled={connecting || undefined}
        aria-busy={connecting || undefined}
        onClick={() => call.press(config)}
        onPointerEnter={() => call.prefetch(config)}
        onFocus={() => call.prefetch(config)}
      >
        {connecting ? <span className="spinner" aria-hidden="true" /> : <span className="call-icon" aria-hidden="true">{ICONS[status]}</span>}
        <span className="call-label">{text}</span>
      </button>
    </div>
  );
}
