/**
 * `<voice-widget link-hosts>` end to end in happy-dom (docs/elements/voice-widget.md
 * "Markdown in replies"): the element's attribute reaches the sheet's
 * Markdown replies; an entry that is not a host name warns once and is left
 * out; changing the attribute (or the `linkHosts` property) re-renders the
 * links; removing it allows any host again. The reply is streamed by a fake
 * `fetch` in Vapi's SSE shape.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { VoiceWidgetElement } from '../../src/voice-widget/voice-widget.ts';
import { preloadTexts } from '../support/texts.ts';

const REPLY =
  'Mira **esto**:\n\n- [guía](https://example.com/g)\n- [otro](https://evil.example/o)\n- [correo](mailto:a@evil.example)';

// The sheet's lazy chunk (Markdown and its repair) and the default language's file (es) are
// transformed on their first import: seconds on a busy machine, paid here rather than inside the
// test's waits.
beforeAll(async () => {
  await import('../../src/index.ts');
  await import('../../src/voice-widget/sheet/index.ts');
  await preloadTexts('es');
}, 60_000);

afterEach(() => {
  document.body.replaceChildren();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A `fetch` that answers `/chat/web` with {@link REPLY} in three SSE events. */
function fakeChat(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const events = [REPLY.slice(0, 20), REPLY.slice(20, 60), REPLY.slice(60)].map(
        (delta) =>
          `data: ${JSON.stringify({ id: 'r1', sessionId: 's1', path: 'chat.output[0].content', delta })}\n\n`,
      );
      return new Response(events.join(''), {
        status: 200,
        headers: { 'Content-Type': 'text/event-stream' },
      });
    }),
  );
}

describe('<voice-widget link-hosts>', () => {
  it('limits the reply links to the listed hosts, warns about a bad entry, and follows changes', async () => {
    fakeChat();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML =
      '<voice-widget public-key="pk" assistant-id="md-test" api-url="/api" mode="chat" link-hosts="example.com https://bad.example/" open></voice-widget>';
    const el = document.querySelector('voice-widget') as VoiceWidgetElement;
    const q = (sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
    // On a miss, the message shows what the shadow root held instead of the sheet.
    await vi.waitFor(
      () =>
        expect(q('[part~="message-input"]'), el.shadowRoot!.innerHTML.slice(0, 600)).not.toBeNull(),
      { timeout: 20_000 },
    );

    const input = q('[part~="message-input"]') as HTMLInputElement;
    // The element renders on its own (not inside act()): every expectation waits for it.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'hola');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await vi.waitFor(() =>
      expect((q('[part~="message-send"]') as HTMLButtonElement).disabled).toBe(false),
    );
    q('[part~="message-send"]')!.click();
    await vi.waitFor(
      () => expect(q('li.live-line--assistant[data-status="done"] .vw-md ul')).not.toBeNull(),
      { timeout: 10_000 },
    );

    const links = () => [...el.shadowRoot!.querySelectorAll('.vw-md a')].map((a) => a.textContent);
    expect(q('.vw-md strong')?.textContent).toBe('esto');
    expect(links()).toEqual(['guía', 'correo']);
    expect(warn.mock.calls.filter(([m]) => String(m).includes('link-hosts'))).toHaveLength(1);
    expect(String(warn.mock.calls.find(([m]) => String(m).includes('link-hosts'))![0])).toContain(
      'https://bad.example/',
    );

    el.setAttribute('link-hosts', 'evil.example');
    await vi.waitFor(() => expect(links()).toEqual(['otro', 'correo']));
    expect(el.linkHosts).toBe('evil.example');

    el.linkHosts = undefined;
    expect(el.hasAttribute('link-hosts')).toBe(false);
    await vi.waitFor(() => expect(links()).toEqual(['guía', 'otro', 'correo']));
  }, 60_000);
});
