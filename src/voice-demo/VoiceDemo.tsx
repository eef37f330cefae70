/**
 * The whole demo page (docs/behaviour.md §2 "Demo page layout", items 1–9, full-screen
 * player mode and the post-playback summary) as one React tree rendered into
 * the `<voice-demo>` shadow root. State that must outlive a React remount
 * (playback, toasts, the audio element) lives on the host element. The page's
 * sections are components of their own (`Header.tsx`, `DemoGrid.tsx`,
 * `Sections.tsx`, `ContactSection.tsx`, `FullscreenPlayer.tsx`…); the hooks
 * below keep the host's nodes (call button, audio, dialogs) in step.
 */
import { booleanAttribute } from '../common/element/boolean-attr.ts';
import { checkedUrl } from '../common/element/url-attr.ts';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { TRANSCRIPT } from '../common/demo/transcript-data.ts';
import type { DemoPlayback, PlaybackState } from '../common/demo/playback.ts';
import {
  DICTIONARIES,
  fill,
  parseDemoLang,
  type DemoLang as Lang,
} from '../common/demo/dictionary.ts';
import { dirOf } from '../core/lang.ts';
import { hostOf, type WidgetHost, type ContainerProps } from '../common/element/widget-host.ts';
import { audioBaseFor, setAudioSources } from './audio.ts';
import { ContactSection } from './ContactSection.tsx';
import { Countdown } from './Countdown.tsx';
import { DemoGrid } from './DemoGrid.tsx';
import { FullscreenPlayer } from './FullscreenPlayer.tsx';
import { Header } from './Header.tsx';
import { usePlayback, scrollBehavior } from '../common/hooks.ts';
import { opaqueSlot } from './opaque-slot.ts';
import { Advantages, AssistantCard, CallResult, Summary } from './Sections.tsx';
import { Toaster } from './Toaster.tsx';
import type { ToastStore } from './toasts.ts';

/** Defaults for the configurable attributes; the demo host sets the same values explicitly. */
export const VOICE_DEMO_DEFAULTS = {
  companyName: 'TeleNova',
  contactEmail: 'contacto@telenova.example',
  messagingPhone: '+34 612 345 678',
  audioSrc: 'audio/demo-call-{lang}',
} as const;

/** Class of the card's slot holding the host's `<audio>` (prerendered inside it, docs/prerendering.md). */
export const AUDIO_SLOT = 'audio-slot';
/** Class of the assistant card's slot holding the host's `<voice-call-button>`. */
export const CALL_SLOT = 'call-slot';

/**
 * The HTML of the two slots whose nodes belong to the host, not to React:
 * given only when prerendering (`src/prerender/`). React never hydrates or
 * replaces what is inside them (it sees an opaque, empty `innerHTML`); the
 * host adopts those nodes instead (`voice-demo.ts`).
 */
interface PrerenderedSlots {
  /** The `<audio controls>` element with its `<source>`s. */
  readonly audio: string;
  /** The `<voice-call-button>` with its own declarative shadow root. */
  readonly callButton: string;
}

/** What `<voice-demo>` offers its component. */
export interface VoiceDemoHost extends WidgetHost {
  readonly playback: DemoPlayback;
  readonly toasts: ToastStore;
  readonly audio: HTMLAudioElement;
  /** The `<voice-call-button>` of the assistant card, owned by the host. */
  readonly callButton: HTMLElement;
}

/** Attribute-backed props of `<voice-demo>` (all strings; see the element's docs). */
export interface VoiceDemoProps extends ContainerProps {
  readonly lang?: string;
  readonly assistantId?: string;
  readonly publicKey?: string;
  readonly apiUrl?: string;
  readonly companyName?: string;
  readonly logoSrc?: string;
  readonly contactEmail?: string;
  readonly messagingPhone?: string;
  readonly assistantName?: string;
  readonly audioSrc?: string;
  readonly micGain?: string;
  /** `tool-timeout`, passed to the call button. */
  readonly toolTimeout?: string;
  readonly panel?: string;
  readonly consentText?: string;
  /** The `talk-mode` attribute, passed to the card's `<voice-call-button>` as is (it reads it at each call's start). */
  readonly talkMode?: string;
  /** `history`, passed to the call button. */
  readonly history?: string;
  /** `require-consent` as written (r2wc's string); its presence is read from the host. */
  readonly requireConsent?: string;
  /** `feedback` as written (r2wc's string); its presence is read from the host. */
  readonly feedback?: string;
  /** Server rendering only (`src/prerender/`): the slots' HTML. Never an attribute. */
  readonly prerendered?: PrerenderedSlots;
}

/** The `<voice-demo>` attributes its call button takes as they are (undefined: absent). */
type PassedToCallButton = {
  readonly [
    K in
      | 'publicKey'
      | 'assistantId'
      | 'apiUrl'
      | 'micGain'
      | 'toolTimeout'
      | 'panel'
      | 'consentText'
      | 'history'
      | 'talkMode'
  ]?: string | undefined;
};

/** What `<voice-demo>` derives for its call button from its props and its own attributes. */
interface CallButtonDerived {
  readonly lang: Lang;
  readonly assistantName: string;
  readonly requireConsent: boolean;
  readonly feedback: boolean;
}

/**
 * The attributes `<voice-demo>` gives its assistant card's `<voice-call-button>`
 * (name → value; undefined: absent), from the demo's props and what it
 * derived from them. The prerenderer writes the same ones (docs/prerendering.md).
 */
export function callButtonAttributes(
  props: PassedToCallButton,
  derived: CallButtonDerived,
): Record<string, string | undefined> {
  return {
    'public-key': props.publicKey,
    'assistant-id': props.assistantId,
    'api-url': props.apiUrl,
    lang: derived.lang,
    'assistant-name': derived.assistantName,
    'mic-gain': props.micGain,
    'tool-timeout': props.toolTimeout,
    panel: props.panel,
    'consent-text': props.consentText,
    // A boolean attribute: present on the demo, present on its button.
    'require-consent': derived.requireConsent ? 'require-consent' : undefined,
    feedback: derived.feedback ? 'feedback' : undefined,
    history: props.history,
    'talk-mode': props.talkMode,
  };
}

/** See the module comment. */
export function VoiceDemo(props: VoiceDemoProps) {
  const host = hostOf<VoiceDemoHost>(props.container);
  const lang = parseDemoLang(props.lang, (m) => host.warnOnce(m));
  const dict = DICTIONARIES[lang];
  const vars = {
    assistant: props.assistantName || DICTIONARIES[lang].assistantName,
    company: props.companyName || VOICE_DEMO_DEFAULTS.companyName,
  };
  const state = usePlayback(host.playback);
  const { audio, playback, toasts } = host;
  const requireConsent = booleanAttribute(host, 'require-consent');
  const feedback = booleanAttribute(host, 'feedback');

  const cardSlot = useRef<HTMLDivElement>(null);
  const fullscreenSlot = useRef<HTMLDivElement>(null);
  const fullscreenDialog = useRef<HTMLDialogElement>(null);
  const countdownDialog = useRef<HTMLDialogElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const callSlot = useRef<HTMLDivElement>(null);

  useCallButton(host.callButton, callSlot, props, {
    lang,
    assistantName: vars.assistant,
    requireConsent,
    feedback,
  });
  useDemoAudio(host, props.audioSrc, lang, dict.audioLabel);
  usePlayerDialogs(state, audio, {
    card: cardSlot,
    fullscreen: fullscreenSlot,
    fullscreenDialog,
    countdownDialog,
  });
  useEffect(
    () =>
      playback.on('scroll-summary', () => {
        summaryRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
      }),
    [playback],
  );

  return (
    <div className="root demo-root" lang={lang} dir={dirOf(lang)} part="root">
      <Header
        dict={dict}
        lang={lang}
        companyName={vars.company}
        logoSrc={checkedUrl('logo-src', props.logoSrc, (m) => host.warnOnce(m))}
        onLangChange={(l) => host.setLang(l)}
      />
      <main className="main">
        <div className="intro">
          <h1 className="main-title">{fill(dict.mainTitle, vars)}</h1>
          <p className="lead">{dict.mainLead}</p>
        </div>
        <DemoGrid
          dict={dict}
          lang={lang}
          assistantName={vars.assistant}
          started={state.started}
          lineIndex={state.lineIndex}
          slotRef={cardSlot}
          slotHtml={props.prerendered?.audio}
          onSeek={(i) => playback.seekToLine(i)}
        />
        {state.summaryVisible ? (
          <Summary
            dict={dict}
            pulse={state.summaryPulse}
            sectionRef={summaryRef}
            onTryAgain={() => {
              playback.tryAgain();
              // The button disappears with the summary: keep keyboard focus in the player.
              audio.focus({ preventScroll: true });
            }}
          />
        ) : (
          // Without JavaScript the call never plays through, so the summary is shown at once (React renders no children here).
          <noscript>
            <Summary dict={dict} />
          </noscript>
        )}
        <CallResult dict={dict} />
        <AssistantCard title={fill(dict.assistantTitle, vars)} text={dict.assistantText}>
          <div
            className={CALL_SLOT}
            ref={callSlot}
            dangerouslySetInnerHTML={opaqueSlot(props.prerendered?.callButton)}
            suppressHydrationWarning
          />
        </AssistantCard>
        <Advantages dict={dict} />
        <ContactSection
          dict={dict}
          host={host}
          toasts={toasts}
          contactEmail={props.contactEmail || VOICE_DEMO_DEFAULTS.contactEmail}
          messagingPhone={props.messagingPhone || VOICE_DEMO_DEFAULTS.messagingPhone}
        />
      </main>
      <FullscreenPlayer
        dict={dict}
        lang={lang}
        assistantName={vars.assistant}
        playing={state.playing}
        line={state.lineIndex >= 0 ? TRANSCRIPT[state.lineIndex] : undefined}
        dialogRef={fullscreenDialog}
        slotRef={fullscreenSlot}
        onToggle={() => playback.toggle()}
        onClose={() => playback.closeFullscreen()}
      />
      <Countdown dict={dict} value={state.countdown} dialogRef={countdownDialog} />
      <Toaster store={toasts} label={dict.notificationsLabel} dismissLabel={dict.dismiss} />
    </div>
  );
}

/**
 * The live button is the host's own element (its call must outlive React remounts): it is placed
 * in the card's slot (not re-appended where it already is, a prerendered one: a move remounts
 * it), and its attributes kept in step with the demo's ({@link callButtonAttributes}).
 */
function useCallButton(
  callButton: HTMLElement,
  slotRef: RefObject<HTMLDivElement>,
  props: PassedToCallButton,
  derived: CallButtonDerived,
): void {
  useLayoutEffect(() => {
    const slot = slotRef.current;
    if (slot && callButton.parentNode !== slot) slot.appendChild(callButton);
  }, [callButton, slotRef]);
  const { publicKey, assistantId, apiUrl, micGain, toolTimeout, panel, consentText } = props;
  const { history, talkMode } = props;
  const { lang, assistantName, requireConsent, feedback } = derived;
  useEffect(() => {
    const attrs = callButtonAttributes(
      {
        publicKey,
        assistantId,
        apiUrl,
        micGain,
        toolTimeout,
        panel,
        consentText,
        history,
        talkMode,
      },
      { lang, assistantName, requireConsent, feedback },
    );
    for (const [name, value] of Object.entries(attrs)) {
      if (value) {
        if (callButton.getAttribute(name) !== value) callButton.setAttribute(name, value);
      } else {
        callButton.removeAttribute(name);
      }
    }
  }, [
    callButton,
    publicKey,
    assistantId,
    apiUrl,
    lang,
    assistantName,
    micGain,
    toolTimeout,
    panel,
    consentText,
    requireConsent,
    feedback,
    history,
    talkMode,
  ]);
}

/** The host's `<audio>`: its sources and label follow the language (a change reloads, and so stops, playback); the playback drives it. */
function useDemoAudio(
  host: VoiceDemoHost,
  audioSrc: string | undefined,
  lang: Lang,
  audioLabel: string,
): void {
  const { audio, playback } = host;
  useEffect(() => {
    setAudioSources(
      audio,
      audioBaseFor(
        checkedUrl('audio-src', audioSrc, (m) => host.warnOnce(m)) ?? VOICE_DEMO_DEFAULTS.audioSrc,
        lang,
      ),
    );
    audio.setAttribute('aria-label', audioLabel);
  }, [audio, audioSrc, lang, audioLabel, host]);

  useEffect(() => {
    playback.attach(audio);
    return () => playback.attach(null);
  }, [playback, audio]);
}

/** The page's nodes {@link usePlayerDialogs} moves the audio between and opens. */
interface PlayerNodes {
  /** The player card's slot. */
  readonly card: RefObject<HTMLDivElement>;
  /** The full-screen player's slot. */
  readonly fullscreen: RefObject<HTMLDivElement>;
  readonly fullscreenDialog: RefObject<HTMLDialogElement>;
  readonly countdownDialog: RefObject<HTMLDialogElement>;
}

/** The full-screen player and the countdown follow the playback's state: their dialogs open and close, the audio moves. */
function usePlayerDialogs(
  state: PlaybackState,
  audio: HTMLAudioElement,
  { card, fullscreen, fullscreenDialog, countdownDialog }: PlayerNodes,
): void {
  // Full-screen mode: move the one audio element into the open dialog, and back.
  useLayoutEffect(() => {
    const dialog = fullscreenDialog.current;
    const slot = state.fullscreen ? fullscreen.current : card.current;
    if (!dialog || !slot) return;
    if (state.fullscreen && !dialog.open) {
      // (The dialog opens only after a play that hydration saw; see DemoPlayback.attach.)
      // Open first: the dialog remembers the focused element (often the audio,
      // still in the card) and gives focus back to it on close.
      dialog.showModal();
      slot.appendChild(audio);
      dialog.querySelector<HTMLElement>('.big-play')?.focus();
      return;
    }
    // Move the audio back before closing, so focus can return to it.
    if (audio.parentNode !== slot) slot.appendChild(audio);
    if (!state.fullscreen && dialog.open) dialog.close();
  }, [state.fullscreen, audio, fullscreenDialog, fullscreen, card]);

  useLayoutEffect(() => {
    const dialog = countdownDialog.current;
    if (!dialog) return;
    if (state.countdown !== null && !dialog.open) dialog.showModal();
    if (state.countdown === null && dialog.open) dialog.close();
  }, [state.countdown, countdownDialog]);
}
