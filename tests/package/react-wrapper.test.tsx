/**
 * The React wrappers (`voice-widgets/react`, README "Use from React") at run time in
 * React 18: props become element properties (which reflect to attributes)
 * and `onVoice…` props become listeners of the `voice-…` DOM events.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { VoiceCallButton, VoiceWidget } from '../../src/react/index.ts';
import { useActEnvironment } from '../support/act-environment.ts';

useActEnvironment();

afterEach(() => {
  document.body.innerHTML = '';
});

describe('voice-widgets/react', () => {
  it('VoiceWidget: props reach the element, onVoice… props listen to its events', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onMessage = vi.fn();
    const onToggle = vi.fn();
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <VoiceWidget
          publicKey="pk_1"
          assistantId="sofia"
          mode="chat"
          onVoiceChatMessage={onMessage}
          onVoiceWidgetToggle={onToggle}
        />,
      ),
    );
    const el = container.querySelector('voice-widget')!;
    expect(el.getAttribute('public-key')).toBe('pk_1');
    expect(el.getAttribute('mode')).toBe('chat');
    expect(el.mode).toBe('chat');
    el.dispatchEvent(
      new CustomEvent('voice-chat-message', {
        detail: { role: 'user', text: 'hola', sessionId: '' },
        bubbles: true,
        composed: true,
      }),
    );
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage.mock.calls[0]![0].detail.text).toBe('hola');
    expect(onToggle).not.toHaveBeenCalled();
    await act(async () =>
      root.render(<VoiceWidget publicKey="pk_2" mode="voice" onVoiceChatMessage={onMessage} />),
    );
    expect(el.getAttribute('public-key')).toBe('pk_2');
    expect(el.getAttribute('assistant-id')).toBeNull();
    await act(async () => root.unmount());
  });

  it('VoiceCallButton: the r2wc element takes its props as properties', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onReport = vi.fn();
    const root = createRoot(container);
    await act(async () =>
      root.render(<VoiceCallButton publicKey="pk" assistantId="a" onVoiceCallReport={onReport} />),
    );
    const el = container.querySelector('voice-call-button')!;
    expect(el.publicKey).toBe('pk');
    el.dispatchEvent(
      new CustomEvent('voice-call-report', {
        detail: { callId: 'c', durationS: 1, endedReason: 'x', transcript: [], lead: null },
      }),
    );
    expect(onReport).toHaveBeenCalledTimes(1);
    await act(async () => root.unmount());
  });
});
