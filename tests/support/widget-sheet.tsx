/**
 * `<voice-widget>`'s sheet rendered on its own in the unit tests' DOM
 * (happy-dom), without the element: the sheet component with a call on the
 * fake voice client (fake-client.ts), its live panel's model and a chat
 * store, none of them storing anything.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { CallController } from '../../src/common/call/controller.ts';
import { LiveCall, type LiveHost } from '../../src/common/conversation/live-call.ts';
import { TextsContext } from '../../src/common/i18n/texts-context.ts';
import { ChatStore } from '../../src/voice-widget/chat/chat-store.ts';
import type { WidgetProps } from '../../src/voice-widget/session-types.ts';
import { WidgetSheet } from '../../src/voice-widget/sheet/WidgetSheet.tsx';
import { fakeLoader } from './fake-client.ts';
import { TEXTS } from './texts.ts';

/** A mounted sheet. */
export interface MountedSheet {
  readonly root: Root;
  readonly container: HTMLElement;
  readonly call: CallController;
  readonly live: LiveCall;
  readonly chat: ChatStore;
  /** The first element whose `part` names `part`, or null. */
  q(part: string): HTMLElement | null;
}

/**
 * Renders the sheet of Sofía in `lang` (hybrid, light, no consent asked, no
 * feedback, session history) into a new container appended to `<body>`,
 * inside `act()`. `host` replaces the live panel's dispatch (default: none)
 * or adds its talk mode; `extra` replaces props (suggestions, avatar…), `chatFetch` answers the chat's
 * requests (streamed); the caller unmounts `root`.
 */
export async function mountWidgetSheet(
  lang: 'es' | 'he',
  host: Partial<Pick<LiveHost, 'dispatch' | 'talkMode'>> = {},
  extra: Partial<WidgetProps> = {},
  chatFetch?: typeof fetch,
): Promise<MountedSheet> {
  const props: WidgetProps = {
    publicKey: 'pk',
    assistantId: 'sofia',
    apiUrl: '/api',
    lang,
    assistantName: 'Sofía',
    mode: 'hybrid',
    theme: 'light',
    avatar: undefined,
    requireConsent: false,
    consentText: undefined,
    heading: undefined,
    greeting: undefined,
    feedback: false,
    history: 'session',
    texts: undefined,
    languages: [],
    suggestions: [],
    ...extra,
  };
  const call = new CallController(() => {}, fakeLoader().loader);
  const live = new LiveCall(
    { call, dispatch: () => {}, warnOnce: () => {}, ...host },
    { storage: undefined },
  );
  const chat = new ChatStore({ dispatch: () => {} }, 'k', {
    storage: undefined,
    ...(chatFetch ? { fetch: chatFetch } : {}),
  });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <TextsContext.Provider value={{ lang, texts: TEXTS[lang] }}>
        <WidgetSheet
          props={props}
          call={call}
          live={live}
          chat={chat}
          onClose={() => {}}
          onConsent={() => {}}
          onFeedback={async () => true}
          onForget={() => {}}
          onLanguage={() => {}}
        />
      </TextsContext.Provider>,
    ),
  );
  const q = (part: string) => container.querySelector<HTMLElement>(`[part~="${part}"]`);
  return { root, container, call, live, chat, q };
}
