/**
 * The live voice button (docs/behaviour.md §4 "Live voice button"): renders the status of the
 * host's {@link CallController} and forwards presses; hover or focus prefetches the client.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ButtonStatus } from '../common/call/button-state.ts';
import type { CallConfig, CallController } from '../common/call/controller.ts';
import type { LiveCall } from '../common/conversation/live-call.ts';
import { checkedUrl } from '../common/element/url-attr.ts';
import { useCallStatus, useReconnectAnnouncement } from '../common/hooks.ts';
import { loadLivePanel } from './live-loader.ts';
import { Icon, type IconName } from '../common/icons/CallIcons.tsx';
import { DEFAULT_ASSISTANT_NAME, DICTIONARIES, fill } from '../common/i18n/dictionary.ts';
import { dirOf, parseLang } from '../core/lang.ts';
import { hostOf, type WidgetHost, type ContainerProps } from '../common/element/widget-host.ts';
import { booleanAttribute } from '../common/element/boolean-attr.ts';
import { dispatchVoiceEvent } from '../common/events.ts';
import { assistantOverridesOf } from '../common/conversation/overrides.ts';

/** What `<voice-call-button>` offers its component. */
export interface CallButtonHost extends WidgetHost {
  readonly call: CallController;
  /** The live panel's store, once its chunk has loaded. */
  readonly live: LiveCall | undefined;
  subscribeLive(listener: () => void): () => void;
  /** Loads the panel chunk (hover, focus). */
  loadLive(): Promise<LiveCall | undefined>;
  /** The press, through the panel (consent, transcript). */
  pressLive(config: CallConfig): void;
}

/** Attribute-backed props of `<voice-call-button>`. */
export interface CallButtonProps extends ContainerProps {
  readonly publicKey?: string;
  readonly assistantId?: string;
  readonly apiUrl?: string;
  readonly lang?: string;
  readonly assistantName?: string;
  readonly micGain?: string;
  /** `none` hides the live panel. */
  readonly panel?: string;
  readonly consentText?: string;
  /** The `feedback` attribute (read as a boolean from the element). */
  readonly feedback?: string;
  /** The `history` attribute (read by the element). */
  readonly history?: string;
}

/** The live panel, from its own chunk. */
const LivePanel = lazy(() => loadLivePanel().then((m) => ({ default: m.LivePanel })));

/** Largest accepted `mic-gain` (linear): a fourfold boost. */
const MAX_MIC_GAIN = 4;

/** Parses `mic-gain`: a linear gain in (0, 4]; missing or invalid (with a warning) gives undefined. */
export function parseMicGain(
  value: string | undefined,
  warn: (message: string) => void,
): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const gain = Number(value);
  if (Number.isFinite(gain) && gain > 0 && gain <= MAX_MIC_GAIN) return gain;
  warn(
    `[voice-widgets] Ignoring mic-gain="${value}": expected a number greater than 0 and at most ${MAX_MIC_GAIN}.`,
  );
  return undefined;
}

const ICONS: Readonly<Record<Exclude<ButtonStatus, 'connecting' | 'reconnecting'>, IconName>> = {
  idle: 'mic',
  connected: 'phone',
  speaking: 'speaker',
};

/** Warms the client, its transport and the panel chunk. */
function prefetch(host: CallButtonHost, config: CallConfig): void {
  host.call.prefetch(config);
  void host.loadLive();
}

/** The live voice button and, under it, the live conversation panel. */
export function CallButton(props: CallButtonProps) {
  const host = hostOf<CallButtonHost>(props.container);
  const lang = parseLang(props.lang, (m) => host.warnOnce(m));
  const { call } = host;
  const status = useCallStatus(call);
  const live = useSyncExternalStore(
    host.subscribeLive,
    () => host.live,
    () => host.live,
  );
  const assistantName = props.assistantName || DEFAULT_ASSISTANT_NAME[lang];
  const text = fill(DICTIONARIES[lang].call[status], { assistant: assistantName, company: '' });
  const config: CallConfig = {
    publicKey: props.publicKey,
    assistantId: props.assistantId,
    apiUrl: checkedUrl('api-url', props.apiUrl, (m) => host.warnOnce(m)),
    micGain: parseMicGain(props.micGain, (m) => host.warnOnce(m)),
    lang,
    // Read when the call starts: properties set after this render count too.
    overrides: () => assistantOverridesOf(host, lang, (m) => host.warnOnce(m)),
  };
  const connecting = status === 'connecting';
  const announcement = useReconnectAnnouncement(status);
  return (
    <div className="root call-root" lang={lang} dir={dirOf(lang)} part="root">
      <button
        type="button"
        className={`call-button call-button--${status} needs-script`}
        part={`button ${status}`}
        data-status={status}
        // aria-disabled, not disabled: keyboard focus stays on the button while it connects.
        aria-disabled={connecting || undefined}
        aria-busy={connecting || undefined}
        onClick={() => host.pressLive(config)}
        onPointerEnter={() => prefetch(host, config)}
        onFocus={() => prefetch(host, config)}
      >
        {status === 'connecting' || status === 'reconnecting' ? (
          <span className="spinner" aria-hidden="true" />
        ) : (
          <Icon name={ICONS[status]} className="call-icon" />
        )}
        <span className="call-label">{text}</span>
      </button>
      {/* Where JavaScript is off (a prerendered page, docs/prerendering.md) the button is hidden and this says why. */}
      <noscript>
        <p className="call-noscript">
          {fill(DICTIONARIES[lang].liveNeedsScript, { assistant: assistantName, company: '' })}
        </p>
      </noscript>
      {/* Always rendered, so screen readers hear 'Reconectando…' and the way back (the button's own label is not announced). */}
      <span className="visually-hidden" part="call-status" role="status" aria-live="polite">
        {announcement &&
          fill(DICTIONARIES[lang].call[announcement], { assistant: assistantName, company: '' })}
      </span>
      {live && (
        <Suspense fallback={null}>
          <LivePanel
            live={live}
            status={status}
            lang={lang}
            assistantName={assistantName}
            consentText={props.consentText}
            showPanel={props.panel !== 'none'}
            onRetry={() => host.pressLive(config)}
            feedback={booleanAttribute(host, 'feedback')}
            feedbackTarget={{
              apiUrl: props.apiUrl ? config.apiUrl : undefined,
              publicKey: props.publicKey,
            }}
            dispatch={(name, detail) => dispatchVoiceEvent(host, name, detail)}
          />
        </Suspense>
      )}
    </div>
  );
}
