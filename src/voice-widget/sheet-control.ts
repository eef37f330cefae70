/**
 * `<voice-widget>`'s launcher once the sheet's chunk is in (docs/elements/voice-widget.md): expands
 * and collapses the sheet as `open` says, counts unread messages (`unread.ts`), and shows the
 * session's state on the launcher (a call's colours, 'tap to continue'). In the sheet's chunk, so
 * none of it is in a partner page's first script (`widget-launcher.ts` only shows the launcher).
 */
import { dispatchVoiceEvent } from '../common/events.ts';
import type {
  LauncherProps,
  LauncherView,
  SheetControl,
  WidgetSession,
  WidgetSessionHost,
} from './session-types.ts';
import { Unread } from './unread.ts';

/** Makes the sheet's session for `host` in `slot` (the sheet's `createWidgetSession`). */
type CreateSession = (host: WidgetSessionHost, slot: HTMLElement) => WidgetSession;

/** The controller of one element's sheet, given the launcher's DOM. */
export function controlSheet(view: LauncherView, create: CreateSession): SheetControl {
  const { element, frame, launcher, label, box } = view;
  const unread = new Unread(element, view.rerender);
  box.append(unread.badge);
  let session: WidgetSession | undefined;
  let expanded = false;
  /** While the live call's audio waits for a tap (a call resumed on this page): the label saying so, from the sheet's texts. */
  let tapLabel: string | undefined;

  const host: WidgetSessionHost = {
    element,
    requestClose: () => {
      element.open = false;
    },
    setCallActive: (active) => frame.toggleAttribute('data-call', active),
    setAudioBlocked: (text) => {
      if (text === tapLabel) return;
      tapLabel = text;
      frame.toggleAttribute('data-audio-blocked', text !== undefined);
      view.rerender();
    },
    warnOnce: (m) => element.warnOnce(m),
    chooseLanguage: (lang) => element.chooseLanguage(lang),
    assistantMessage: () => {
      if (expanded) return;
      unread.add();
      view.rerender();
    },
  };

  const toggle = (open: boolean): void => {
    expanded = open;
    launcher.setAttribute('aria-expanded', String(open));
    frame.toggleAttribute('data-open', open);
    if (open) unread.clear();
    session?.setOpen(open);
    view.rerender();
    dispatchVoiceEvent(element, 'voice-widget-toggle', { open });
  };

  const start = (): WidgetSession => {
    if (!session) {
      session = create(host, view.slot);
      // Made again after a removal while `open` was already followed.
      if (expanded) session.setOpen(true);
    }
    session.render(element.props());
    return session;
  };
  return {
    start,
    sync() {
      if (element.open === expanded) return;
      if (expanded) {
        // Focus inside the sheet returns to the launcher.
        const active = element.shadowRoot?.activeElement;
        toggle(false);
        if (active && active !== launcher) launcher.focus();
      } else toggle(true);
    },
    render(props: LauncherProps) {
      if (tapLabel !== undefined) label.textContent = tapLabel;
      const text = label.textContent ?? '';
      launcher.setAttribute('aria-label', unread.label(text, props.lang, props.texts));
      session?.render(props);
    },
    send: (kind, text) => session?.send(kind, text) ?? Promise.resolve(),
    precheck: () => start().precheck(),
    hold: () => session?.hold() ?? false,
    resume: () => session?.resume() ?? false,
    dispose() {
      session?.dispose();
      session = undefined;
      expanded = false;
    },
  };
}
