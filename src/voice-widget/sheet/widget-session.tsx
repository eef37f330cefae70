/**
 * One `<voice-widget>`'s sheet session (the sheet chunk's work, `index.ts`): it owns
 * the element's call ({@link CallController} + {@link LiveCall}), its chat
 * ({@link ChatStore}) and the React root of the sheet, and wires the sheet to the element.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { CallController } from '../../common/call/controller.ts';
import { persistKey } from '../../common/call/persist.ts';
import { ChatStore, type ChatHost } from '../chat/chat-store.ts';
import { chatKey } from '../../core/chat/chat-storage.ts';
import { historyStorage, parseHistory, type HistoryMode } from '../../core/util/history-storage.ts';
import { submitFeedback } from '../../common/conversation/feedback-send.ts';
import { forgetConversation } from '../../common/conversation/forget.ts';
import { keepAcrossPages, resumeStored } from '../../common/conversation/continuity.ts';
import { LiveCall } from '../../common/conversation/live-call.ts';
import { booleanAttribute } from '../../common/element/boolean-attr.ts';
import { checkedUrl } from '../../common/element/url-attr.ts';
import { dispatchCallEvent, dispatchVoiceEvent, type VoiceEventName } from '../../common/events.ts';
import type { ClientTools } from '../../common/tools/responder.ts';
import { parseToolTimeout } from '../../common/tools/tool-answer.ts';
import { parseLinkHosts, safeHref } from '../markdown/links.ts';
import type { WidgetProps, WidgetSession, WidgetSessionHost } from '../session-types.ts';
import { readWidgetProps } from './widget-props.ts';
import { adoptSheetStyles } from './sheet-styles.ts';
import { WidgetSheet } from './WidgetSheet.tsx';
import { loadedTexts, loadTexts } from '../../common/i18n/load.ts';
import { applyOverrides } from '../../common/i18n/overrides.ts';
import { TextsContext } from '../../common/i18n/texts-context.ts';
import { keepChoice, unsupportedLanguages } from '../../common/element/lang-choice-keep.ts';
import type { Texts } from '../../common/i18n/texts.ts';
import { assistantOverridesOf } from '../../common/conversation/overrides.ts';
import { runnerOf } from '../../common/call/precheck-runner.ts';
import { hasConsent } from '../../common/conversation/consent.ts';
import { pageStore } from '../../core/util/page-store.ts';
import {
  checkPageText,
  noConversation,
  PageMessageError,
} from '../../common/conversation/page-messages.ts';

/** Viewports narrower than this (CSS px) get the full-screen sheet, and the page behind stops scrolling. */
export const FULL_SCREEN_BELOW_PX = 640;

/** Sends a widget event from the element. */
type Dispatch = <K extends VoiceEventName>(
  name: K,
  detail: Parameters<typeof dispatchVoiceEvent<K>>[2],
) => void;

/** Creates one element's sheet in `container` (inside its shadow root). */
export function createWidgetSession(
  host: WidgetSessionHost,
  container: HTMLElement,
): WidgetSession {
  const { element } = host;
  adoptSheetStyles(element);
  const dispatch: Dispatch = (name, detail) => {
    dispatchVoiceEvent(element, name, detail);
  };
  const { call, live, tools, linkHosts } = createCall(host, dispatch);
  const offStatus = call.subscribe(() => host.setCallActive(call.status !== 'idle'));
  const offUnread = tellAssistantMessages(element, host);
  const offHold = call.onHold((held) => dispatch('voice-call-hold', { held }));
  // `persist-call` (docs/voice-client.md "Reconnect policy"): the call outlives a page change on the site, its sheet open as it was.
  const callKey = (): string => persistKey(element.getAttribute('assistant-id'), element.id);
  // `history="none"` stores nothing, so no call is handed to the next page either.
  const persistent = (): boolean =>
    booleanAttribute(element, 'persist-call') &&
    parseHistory(element.getAttribute('history')) !== 'none';
  call.persistent = persistent;
  keepAcrossPages(live, call, callKey, () => ({ open }));
  let resumeChecked = false;
  const chat = new SheetChat(element.id, { dispatch, ...tools });
  let props: WidgetProps | undefined;
  let open = false;
  const lockScroll = scrollLock(element);
  const reactRoot = createRoot(container);
  // `variable-values`, `variableValues`, `assistantOverrides` and the language, read at each call's start and chat request.
  const overrides = (): Readonly<Record<string, unknown>> =>
    assistantOverridesOf(element, props?.lang ?? 'es', (m) => host.warnOnce(m));

  const texts = textsOf(host);
  // The launcher says so while the call's audio waits for a tap; a press expands the sheet, which starts it (setOpen).
  const tellAudioBlocked = (): void => {
    const shown = props && texts(props, paint);
    host.setAudioBlocked(
      shown && live.getSnapshot().audioBlocked ? shown.sheet.tapToContinue : undefined,
    );
  };
  const offAudio = live.subscribe(tellAudioBlocked);
  const paint = (): void => {
    if (!props) return;
    const shown = texts(props, paint);
    // A language whose chunk is not in yet: the sheet keeps what it shows, and paints again when it is.
    if (!shown) return;
    tellAudioBlocked();
    const p = { ...props, assistantName: props.assistantName || shown.launcher.assistantName };
    reactRoot.render(
      open ? (
        <TextsContext.Provider value={{ lang: p.lang, texts: shown }}>
          {sheetElement(p, { host, call, live, chat, dispatch, linkHosts, overrides })}
        </TextsContext.Provider>
      ) : null,
    );
  };

  return {
    render(next) {
      props = readWidgetProps(element, next, (m) => host.warnOnce(m));
      for (const tag of unsupportedLanguages(element.getAttribute('languages')))
        host.warnOnce(
          `[voice-widgets] Ignoring "${tag.slice(0, 40)}" in languages: not a supported language.`,
        );
      paint();
      if (resumeChecked || !persistent()) return;
      resumeChecked = true;
      const config = {
        publicKey: props.publicKey,
        assistantId: props.assistantId,
        apiUrl: props.apiUrl,
        lang: props.lang,
      };
      void resumeStored(live, call, config, callKey()).then(
        (record) => record?.open && element.setAttribute('open', ''),
      );
    },
    setOpen(next) {
      open = next;
      // The press that expanded the sheet lets the browser start the call's audio.
      if (next && live.latest.audioBlocked) void live.controls.resumeAudio();
      if (!next) chat.current?.abort();
      lockScroll(next);
      // Painted before the next frame: the sheet appears in the frame after the press.
      flushSync(paint);
    },
    precheck: () => runnerOf(host.element).run(),
    hold: () => call.hold(),
    resume: () => call.unhold(),
    send: async (kind, raw) => {
      const text = checkPageText(raw);
      if (live.messages.connected) return live.messages.sendFromPage(kind, text);
      sendToChat(kind, text, props, chat, overrides);
    },
    dispose() {
      open = false;
      lockScroll(false);
      offStatus();
      offUnread();
      offAudio();
      call.keepForNextPage = undefined;
      chat.current?.dispose();
      live.dispose();
      void call.dispose();
      offHold();
      reactRoot.unmount();
    },
  };
}

/**
 * Tells the launcher of each complete assistant message (its unread badge): a chat reply fully
 * streamed (`voice-chat-message`, assistant) and a call's final assistant transcript line
 * (`voice-message`). Returns the listeners' removal.
 */
function tellAssistantMessages(element: HTMLElement, host: WidgetSessionHost): () => void {
  const onChat = (e: Event): void => {
    if ((e as CustomEvent<{ role?: string }>).detail.role === 'assistant') host.assistantMessage();
  };
  const onCall = (e: Event): void => {
    const m = (e as CustomEvent<{ type?: string; role?: string; transcriptType?: string }>).detail;
    if (m.type === 'transcript' && m.role === 'assistant' && m.transcriptType === 'final')
      host.assistantMessage();
  };
  element.addEventListener('voice-chat-message', onChat);
  element.addEventListener('voice-message', onCall);
  return () => {
    element.removeEventListener('voice-chat-message', onChat);
    element.removeEventListener('voice-message', onCall);
  };
}

/**
 * The texts to show for `p`: its language's, the `texts` overrides applied (their warnings once
 * per element); undefined while the language's chunk loads, `repaint` called when it is in.
 */
function textsOf(
  host: WidgetSessionHost,
): (p: WidgetProps, repaint: () => void) => Texts | undefined {
  let last: { base: Texts; override: WidgetProps['texts']; texts: Texts } | undefined;
  return (p, repaint) => {
    const base = loadedTexts(p.lang);
    if (!base) {
      loadTexts(p.lang).then(repaint, (error: unknown) =>
        console.error(`[voice-widgets] Could not load the "${p.lang}" texts:`, error),
      );
      return undefined;
    }
    if (last?.base !== base || last.override !== p.texts)
      last = {
        base,
        override: p.texts,
        texts: applyOverrides(base, p.lang, p.texts, (m) => host.warnOnce(m)),
      };
    return last.texts;
  };
}

/**
 * The page's context or message for the chat (docs/elements/voice-widget.md "Page context and
 * messages"): context joins the next request of an open chat; a message is sent as if typed.
 * @throws PageMessageError `no-conversation` (`mode="voice"`, or context with no chat open),
 *   `no-consent`, `invalid-text` (the chat refused it: no `public-key`).
 */
function sendToChat(
  kind: 'context' | 'message',
  text: string,
  p: WidgetProps | undefined,
  chat: SheetChat,
  overrides: () => Readonly<Record<string, unknown>>,
): void {
  const store = p && p.mode !== 'voice' ? chat.for(p) : undefined;
  if (!p || !store || (kind === 'context' && !store.isOpen))
    throw noConversation(kind === 'context' ? 'the context' : 'the message');
  if (kind === 'context') return store.addContext(text);
  if (
    p.requireConsent &&
    !hasConsent(p.assistantId, p.history === 'none' ? undefined : pageStore('local'))
  )
    throw new PageMessageError(
      'no-consent',
      'The visitor has not accepted the consent dialog yet.',
    );
  const config = {
    publicKey: p.publicKey,
    assistantId: p.assistantId,
    apiUrl: p.apiUrl,
    lang: p.lang,
    overrides,
  };
  if (!store.send(text, config))
    throw new PageMessageError(
      'invalid-text',
      'The chat did not take the message (see voice-error).',
    );
}

/** The element's call: its controller and its {@link LiveCall}, and the page's tools for calls and chat alike. */
function createCall(host: WidgetSessionHost, dispatch: Dispatch) {
  const { element } = host;
  const call = new CallController((name, detail) => void dispatchCallEvent(element, name, detail));
  const linkHosts = linkHostsReader(element, (m) => host.warnOnce(m));
  // The element's `clientTools` and `tool-timeout` (docs/voice-client.md "Tools"), read at each tool call, for calls and chat.
  const tools = {
    clientTools: () => (element as { clientTools?: ClientTools }).clientTools,
    toolTimeoutS: () => parseToolTimeout(element.getAttribute('tool-timeout')),
    toolLabels: () => (element as { clientToolLabels?: unknown }).clientToolLabels,
    // A quick reply's link goes where the replies' Markdown links may (`link-hosts`).
    linkHref: (href: string) => safeHref(href, linkHosts()),
  };
  // `talk-mode` (docs/elements/voice-widget.md) is read here, in the sheet's chunk, at each call's start: the launcher only passes the attribute through.
  const live = new LiveCall({
    call,
    dispatch,
    warnOnce: (m) => host.warnOnce(m),
    talkMode: () => element.getAttribute('talk-mode'),
    ...tools,
  });
  return { call, live, tools, linkHosts };
}

/**
 * The element's chat: one {@link ChatStore} per assistant, element id and `history` mode
 * (docs/elements/voice-widget.md "Stored data and forgetting"), replaced when one of them changes.
 */
class SheetChat {
  private store: ChatStore | undefined;
  private key = '';
  private mode: HistoryMode | undefined;

  constructor(
    private readonly elementId: string,
    private readonly chatHost: ChatHost,
  ) {}

  /** The chat now, if there was one. */
  get current(): ChatStore | undefined {
    return this.store;
  }

  /** The chat for `p`, created (and the previous one disposed) when needed. */
  for(p: WidgetProps): ChatStore {
    const key = chatKey(p.assistantId, this.elementId);
    if (!this.store || key !== this.key || p.history !== this.mode) {
      this.store?.dispose();
      // sessionStorage, localStorage or nothing.
      this.store = new ChatStore(this.chatHost, key, { storage: historyStorage(p.history) });
      this.key = key;
      this.mode = p.history;
    }
    return this.store;
  }
}

/**
 * Locks the page's scrolling while the sheet is open full screen (a narrow viewport, not
 * `position="inline"`), and gives the page its own `overflow` back.
 */
function scrollLock(element: HTMLElement): (lock: boolean) => void {
  let scrollLocked: string | undefined;
  return (lock) => {
    const html = document.documentElement;
    if (
      lock &&
      scrollLocked === undefined &&
      window.innerWidth < FULL_SCREEN_BELOW_PX &&
      !element.matches('[position="inline"]')
    ) {
      scrollLocked = html.style.overflow;
      html.style.overflow = 'hidden';
    } else if (!lock && scrollLocked !== undefined) {
      html.style.overflow = scrollLocked;
      scrollLocked = undefined;
    }
  };
}

/**
 * `link-hosts` (docs/elements/voice-widget.md "Markdown in replies"), parsed again only when it
 * changes (one list, so the log's Markdown is not re-parsed).
 */
function linkHostsReader(
  element: HTMLElement,
  warnOnce: (message: string) => void,
): () => readonly string[] | undefined {
  let raw: string | null | undefined;
  let hosts: readonly string[] | undefined;
  return () => {
    const now = element.getAttribute('link-hosts');
    if (now !== raw) {
      raw = now;
      hosts = parseLinkHosts(now, warnOnce);
    }
    return hosts;
  };
}

/** What {@link sheetElement} wires the sheet to. */
interface SheetWiring {
  readonly host: WidgetSessionHost;
  readonly call: CallController;
  readonly live: LiveCall;
  readonly chat: SheetChat;
  readonly dispatch: Dispatch;
  readonly linkHosts: () => readonly string[] | undefined;
  readonly overrides: () => Readonly<Record<string, unknown>>;
}

/** The sheet for `p`: its close, consent, feedback and forget wired to the element. */
function sheetElement(
  p: WidgetProps,
  { host, call, live, chat, dispatch, linkHosts, overrides }: SheetWiring,
) {
  const { element } = host;
  return (
    <WidgetSheet
      props={p}
      call={call}
      live={live}
      chat={chat.for(p)}
      onClose={() => host.requestClose()}
      prechecker={element}
      onConsent={(accepted) => dispatch('voice-consent-change', { accepted })}
      linkHosts={linkHosts()}
      overrides={overrides}
      onFeedback={(rating, comment, subject) =>
        submitFeedback(
          rating,
          comment,
          { apiUrl: feedbackUrl(element), publicKey: p.publicKey, ...subject },
          dispatch,
        )
      }
      onLanguage={(lang) => {
        const previous = p.lang;
        if (lang === previous) return;
        keepChoice(element, lang);
        host.chooseLanguage(lang);
        call.tellLanguage(lang);
        dispatch('voice-language-change', { lang, previous });
      }}
      onForget={(callId) => {
        const chatId = chat.current?.forget();
        live.dismiss();
        forgetConversation(
          {
            chatId,
            callId,
            apiUrl: p.apiUrl,
            publicKey: p.publicKey,
            assistantId: p.assistantId,
          },
          dispatch,
        );
      }}
    />
  );
}

/**
 * Where a rating is posted (docs/elements/voice-widget.md "Feedback"): the element's own valid
 * `api-url` (the local platform), never the default platform URL; `undefined` when absent or invalid.
 * Read here, in the sheet's chunk, so that the launcher stays small.
 */
function feedbackUrl(element: HTMLElement): string | undefined {
  return checkedUrl('api-url', element.getAttribute('api-url') ?? undefined, () => {});
}
