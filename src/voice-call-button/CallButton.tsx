/**
 * The live voice button (docs/behaviour.md §4 "Live voice button"): renders the status of the
 * host's {@link CallController} and forwards presses; hover or focus prefetches the client.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ButtonStatus } from '../common/call/button-state.ts';
import type { CallConfig, CallController } from '../common/call/controller.ts';
import type { LiveCall } from '../common/conversation/live-call.ts';
import { checkedUrl } from '../common/element/url-attr.ts';
import { useCallStatus, useReconnectAnnouncement } from '../common/hooks.ts';
import { loadLivePanel } from './live-loader.ts';
import { PrecheckSlot } from './PrecheckSlot.tsx';
import { Icon, type IconName } from '../common/icons/CallIcons.tsx';
import { formatText } from '../common/i18n/format.ts';
import { overrideOf } from '../common/i18n/texts-attribute.ts';
import { parseTextsAttribute } from '../common/i18n/texts-attribute-check.ts';
import type { Section, Texts } from '../common/i18n/texts.ts';
import { button as esButton, launcher as esLauncher } from '../common/i18n/langs/es.ts?button';
import { button as heButton, launcher as heLauncher } from '../common/i18n/langs/he.ts?button';
import { dirOf, parseLang, type Lang } from '../core/lang.ts';
import { hostOf, type WidgetHost, type ContainerProps } from '../common/element/widget-host.ts';
import { booleanAttribute } from '../common/element/boolean-attr.ts';
import { dispatchVoiceEvent } from '../common/events.ts';
import { parseLanguages, storedChoice } from '../common/element/lang-choice.ts';
import { keepChoice } from '../common/element/lang-choice-keep.ts';
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
  /** The pre-call check (the element's `precheck()`). */
  precheck(): Promise<unknown>;
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
  /** The `texts` attribute: JSON overrides of the language's texts. */
  readonly texts?: string;
  /** The `languages` attribute: the codes the panel's language control offers. */
  readonly languages?: string;
}

/** The button's texts of the demo site's languages, in the bundle so a prerendered button hydrates as rendered. */
const UP_FRONT: Partial<
  Record<Lang, { launcher: Section<'launcher'>; button: Section<'button'> }>
> = {
  es: { launcher: esLauncher, button: esButton },
  he: { launcher: heLauncher, button: heButton },
};

/** The `button` text of each status. */
const STATUS_KEYS: Readonly<Record<ButtonStatus, keyof Section<'button'>>> = {
  idle: 'callIdle',
  connecting: 'callConnecting',
  connected: 'callConnected',
  speaking: 'callSpeaking',
  reconnecting: 'callReconnecting',
  // Held: still a call the button hangs up; the panel's timer and `hold` control say it is held.
  'on-hold': 'callConnected',
};

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
  'on-hold': 'phone',
};

/** Warms the client, its transport and the panel chunk. */
function prefetch(host: CallButtonHost, config: CallConfig): void {
  host.call.prefetch(config);
  void host.loadLive();
}

/**
 * `lang`'s texts once their chunk is in (the language files load lazily, docs/translations.md), from
 * when `wanted` is first true.
 */
function useLangTexts(lang: Lang, wanted: boolean): Texts | undefined {
  const [loaded, setLoaded] = useState<{ lang: Lang; texts: Texts }>();
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    import('../common/i18n/load.ts')
      .then((m) => m.loadTexts(lang))
      .then(
        (texts) => current && setLoaded({ lang, texts }),
        (error: unknown) =>
          console.error(`[voice-widgets] Could not load the "${lang}" texts:`, error),
      );
    return () => {
      current = false;
    };
  }, [lang, wanted]);
  return loaded?.lang === lang ? loaded.texts : undefined;
}

/**
 * The button's language texts and the intent that loads them: the demo site's languages draw the
 * idle button from the bundle, so their files load on the visitor's first intent (hover, focus,
 * press) or once a call is under way (`inCall`, a resumed one too); any other language's at once.
 */
function useButtonTexts(lang: Lang, inCall: boolean): [Texts | undefined, () => void] {
  const [intent, setIntent] = useState(false);
  const onIntent = useCallback(() => setIntent(true), []);
  return [useLangTexts(lang, intent || inCall || !UP_FRONT[lang]), onIntent];
}

/** The live voice button and, under it, the live conversation panel. */
export function CallButton(props: CallButtonProps) {
  const host = hostOf<CallButtonHost>(props.container);
  const [chosen, setChosen] = useState(() => storedChoice(host));
  const languages = useMemo(() => parseLanguages(props.languages), [props.languages]);
  const lang =
    languages.find((l) => l === chosen) ?? parseLang(props.lang, (m) => host.warnOnce(m));
  const { call } = host;
  const status = useCallStatus(call);
  const live = useSyncExternalStore(
    host.subscribeLive,
    () => host.live,
    () => host.live,
  );
  const warn = (m: string): void => host.warnOnce(m);
  const override = useMemo(() => parseTextsAttribute(props.texts ?? null, warn), [props.texts]); // eslint-disable-line react-hooks/exhaustive-deps
  const [texts, onIntent] = useButtonTexts(lang, status !== 'idle' || live !== undefined);
  // Until the language's chunk is in (other than es and he), the button has no label yet.
  const shown = texts ?? UP_FRONT[lang];
  const assistantName =
    props.assistantName ||
    (overrideOf(override, lang, 'assistantName') ?? shown?.launcher.assistantName ?? '');
  const say = (key: keyof Section<'button'>): string => {
    const text = overrideOf(override, lang, key) ?? shown?.button[key];
    return text === undefined ? '' : formatText(text, lang, { assistant: assistantName });
  };
  const choose = (next: Lang): void => {
    if (next === lang) return;
    setChosen(next);
    keepChoice(host, next);
    host.call.tellLanguage(next);
    dispatchVoiceEvent(host, 'voice-language-change', { lang: next, previous: lang });
  };
  const text = say(STATUS_KEYS[status]);
  const config: CallConfig = {
    publicKey: props.publicKey,
    assistantId: props.assistantId,
    apiUrl: checkedUrl('api-url', props.apiUrl, (m) => host.warnOnce(m)),
    micGain: parseMicGain(props.micGain, (m) => host.warnOnce(m)),
    lang,
    // Read when the call starts: properties set after this render count too.
    overrides: () => assistantOverridesOf(host, lang, (m) => host.warnOnce(m)),
  };
  const warm = (): void => {
    onIntent();
    prefetch(host, config);
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
        onClick={() => {
          onIntent();
          host.pressLive(config);
        }}
        onPointerEnter={warm}
        onFocus={warm}
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
        <p className="call-noscript">{say('liveNeedsScript')}</p>
      </noscript>
      {/* Always rendered, so screen readers hear 'Reconectando…' and the way back (the button's own label is not announced). */}
      <span className="visually-hidden" part="call-status" role="status" aria-live="polite">
        {announcement && say(STATUS_KEYS[announcement])}
      </span>
      {/* Before a call only: a call started meanwhile hides it (the check runs on, unblocking). */}
      {/* Its room is kept from the first paint (prerendered too), so the control's late chunk moves nothing. */}
      {status === 'idle' && (
        <div className="precheck-slot">
          <PrecheckSlot
            host={host}
            strings={texts?.panel}
            lang={lang}
            label={say('precheckStart')}
            onIntent={onIntent}
          />
        </div>
      )}
      {live && texts && (
        <Suspense fallback={null}>
          <LivePanel
            live={live}
            status={status}
            lang={lang}
            texts={texts}
            override={override}
            warn={warn}
            languages={languages}
            onLanguage={choose}
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
