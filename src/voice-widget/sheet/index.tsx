/**
 * `<voice-widget>`'s sheet chunk: loaded on the launcher's first
 * hover, focus or press, never in a partner page's initial script. It owns
 * the element's call ({@link CallController} + {@link LiveCall}), its chat
 * ({@link ChatStore}) and the React root of the sheet.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import panelCss from '../../common/live-panel/live-panel.css?inline';
import privacyCss from '../../common/live-panel/privacy.css?inline';
import sheetCss from './widget-sheet.css?inline';
import markdownCss from '../markdown/markdown.css?inline';
import { CallController } from '../../common/call/controller.ts';
import { persistKey } from '../../common/call/persist.ts';
import { ChatStore } from '../chat/chat-store.ts';
import { chatKey } from '../../core/chat/chat-storage.ts';
import { historyStorage, parseHistory, type HistoryMode } from '../../core/util/history-storage.ts';
import { submitFeedback } from '../../common/conversation/feedback-send.ts';
import { forgetConversation } from '../../common/conversation/forget.ts';
import { keepAcrossPages, resumeStored } from '../../common/conversation/continuity.ts';
import { LiveCall } from '../../common/conversation/live-call.ts';
import { booleanAttribute } from '../../common/element/boolean-attr.ts';
import { checkedUrl } from '../../common/element/url-attr.ts';
import { sheetFor } from '../../common/element/styles.ts';
import { dispatchVoiceEvent, type VoiceEventName } from '../../common/events.ts';
import type { ClientTools } from '../../common/tools/responder.ts';
import { parseToolTimeout } from '../../common/tools/tool-answer.ts';
import { parseLinkHosts } from '../markdown/links.ts';
import type { WidgetProps, WidgetSession, WidgetSessionHost } from '../session-types.ts';
import { WidgetSheet } from './WidgetSheet.tsx';

/** Viewports narrower than this (CSS px) get the full-screen sheet, and the page behind stops scrolling. */
export const FULL_SCREEN_BELOW_PX = 640;

/** Creates one element's sheet in `container` (inside its shadow root). */
export function createWidgetSession(
  host: WidgetSessionHost,
  container: HTMLElement,
): WidgetSession {
  const { element } = host;
  const root = element.shadowRoot;
  if (root && 'adoptedStyleSheets' in root)
    root.adoptedStyleSheets = [
      ...root.adoptedStyleSheets,
      ...[panelCss, privacyCss, sheetCss, markdownCss].map(sheetFor),
    ];
  const dispatch = <K extends VoiceEventName>(
    name: K,
    detail: Parameters<typeof dispatchVoiceEvent<K>>[2],
  ): void => {
    dispatchVoiceEvent(element, name, detail);
  };
  const call = new CallController((name, detail) =>
    dispatch(`voice-${name}` as VoiceEventName, detail as never),
  );
  // The element's `clientTools` and `tool-timeout` (docs/voice-client.md "Tools"), read at each tool call, for calls and chat.
  const tools = {
    clientTools: () => (element as { clientTools?: ClientTools }).clientTools,
    toolTimeoutS: () => parseToolTimeout(element.getAttribute('tool-timeout')),
  };
  // `talk-mode` (push-to-talk) is read here, in the sheet's chunk, at each call's start: the launcher only passes the attribute through.
  const live = new LiveCall({
    call,
    dispatch,
    warnOnce: (m) => host.warnOnce(m),
    talkMode: () => element.getAttribute('talk-mode'),
    ...tools,
  });
  const offStatus = call.subscribe(() => host.setCallActive(call.status !== 'idle'));
  // The launcher says so while the call's audio waits for a tap; a press expands the sheet, which starts it (setOpen).
  const offAudio = live.subscribe(() => host.setAudioBlocked(live.getSnapshot().audioBlocked));
  // `persist-call` (docs/voice-client.md "Reconnect policy"): the call outlives a page change on the site, its sheet open as it was.
  const callKey = (): string => persistKey(element.getAttribute('assistant-id'), element.id);
  // `history="none"` stores nothing, so no call is handed to the next page either.
  const persistent = (): boolean =>
    booleanAttribute(element, 'persist-call') &&
    parseHistory(element.getAttribute('history')) !== 'none';
  call.persistent = persistent;
  keepAcrossPages(live, call, callKey, () => ({ open }));
  let resumeChecked = false;
  let chat: ChatStore | undefined;
  let chatKeyNow = '';
  let chatMode: HistoryMode | undefined;
  let props: WidgetProps | undefined;
  let open = false;
  let scrollLocked: string | undefined;
  const reactRoot = createRoot(container);
  // `link-hosts` (docs/elements/voice-widget.md "Markdown in replies"), parsed again only when it changes (one list, so the log's Markdown is not re-parsed).
  let linkHostsRaw: string | null | undefined;
  let linkHosts: readonly string[] | undefined;
  const currentLinkHosts = (): readonly string[] | undefined => {
    const raw = element.getAttribute('link-hosts');
    if (raw !== linkHostsRaw) {
      linkHostsRaw = raw;
      linkHosts = parseLinkHosts(raw, (m) => host.warnOnce(m));
    }
    return linkHosts;
  };

  const chatFor = (p: WidgetProps): ChatStore => {
    const key = chatKey(p.assistantId, element.id);
    if (!chat || key !== chatKeyNow || p.history !== chatMode) {
      chat?.dispose();
      // `history` (docs/elements/voice-widget.md "Stored data and forgetting"): sessionStorage, localStorage or nothing.
      chat = new ChatStore({ dispatch, ...tools }, key, { storage: historyStorage(p.history) });
      chatKeyNow = key;
      chatMode = p.history;
    }
    return chat;
  };
  const lockScroll = (lock: boolean): void => {
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
  const paint = (): void => {
    if (!props) return;
    const p = props;
    reactRoot.render(
      open ? (
        <WidgetSheet
          props={p}
          call={call}
          live={live}
          chat={chatFor(p)}
          onClose={() => host.requestClose()}
          onConsent={(accepted) => dispatch('voice-consent-change', { accepted })}
          linkHosts={currentLinkHosts()}
          onFeedback={(rating, comment, subject) =>
            submitFeedback(
              rating,
              comment,
              { apiUrl: feedbackUrl(element), publicKey: p.publicKey, ...subject },
              dispatch,
            )
          }
          onForget={(callId) => {
            const chatId = chat?.forget();
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
      ) : null,
    );
  };

  return {
    render(next) {
      props = next;
      parseHistory(element.getAttribute('history'), (m) => host.warnOnce(m)); // the launcher reads it without a warning
      paint();
      if (resumeChecked || !persistent()) return;
      resumeChecked = true;
      const config = {
        publicKey: next.publicKey,
        assistantId: next.assistantId,
        apiUrl: next.apiUrl,
        lang: next.lang,
      };
      void resumeStored(live, call, config, callKey()).then(
        (record) => record?.open && element.setAttribute('open', ''),
      );
    },
    setOpen(next) {
      open = next;
      // The press that expanded the sheet lets the browser start the call's audio.
      if (next && live.latest.audioBlocked) void live.resumeAudio();
      if (!next) chat?.abort();
      lockScroll(next);
      // Painted before the next frame: the sheet appears in the frame after the press.
      flushSync(paint);
    },
    dispose() {
      open = false;
      lockScroll(false);
      offStatus();
      offAudio();
      call.keepForNextPage = undefined;
      chat?.dispose();
      live.dispose();
      void call.dispose();
      reactRoot.unmount();
    },
  };
}

/**
 * Where a rating is posted (docs/elements/voice-widget.md "Feedback"): the element's own valid
 * `api-url` (the local platform), never the default platform URL; `undefined` when absent or invalid.
 * Read here, in the sheet's chunk, so that the launcher stays small.
 */
function feedbackUrl(element: HTMLElement): string | undefined {
  return checkedUrl('api-url', element.getAttribute('api-url') ?? undefined, () => {});
}
