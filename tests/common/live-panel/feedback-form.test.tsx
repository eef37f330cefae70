/**
 * The feedback form (docs/elements/voice-widget.md "Feedback"): every
 * control a native, labelled button or field (so Tab reaches it and Enter /
 * Space press it), the comment limit and its counter, the `voice-feedback`
 * detail, the POST body to `{api-url}/feedback` with the public key, no POST
 * without `api-url`, and a failed post: a visible, translated message, a
 * `voice-error` `feedback-error`, and the event still fired.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { submitFeedback } from '../../../src/common/conversation/feedback-send.ts';
import { ConversationFeedback } from '../../../src/common/live-panel/ConversationFeedback.tsx';
import { MAX_FEEDBACK_COMMENT_CHARS } from '../../../src/core/protocol/feedback.ts';
import { useActEnvironment } from '../../support/act-environment.ts';
import { TEXTS } from '../../support/texts.ts';

useActEnvironment();

let root: Root | undefined;
let container: HTMLElement;
let events: { name: string; detail: unknown }[];
let requests: { url: string; auth: string | null; body: unknown }[];
let status: number;

const fetchFn = (async (url: string, init: RequestInit) => {
  requests.push({
    url,
    auth: new Headers(init.headers).get('authorization'),
    body: JSON.parse(String(init.body)),
  });
  if (status === 0) throw new TypeError('Failed to fetch');
  return new Response(status === 204 ? null : JSON.stringify({ message: 'nope' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}) as unknown as typeof fetch;

async function mount(
  lang: 'es' | 'he',
  apiUrl: string | undefined,
  subject = { chatId: 'chat-1' },
) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const dispatch = (name: string, detail: unknown) => void events.push({ name, detail });
  await act(async () =>
    root!.render(
      <ConversationFeedback
        subject={subject}
        strings={TEXTS[lang].privacy}
        onSend={(rating, comment, s) =>
          submitFeedback(
            rating,
            comment,
            { apiUrl, publicKey: 'pk_test', ...s },
            dispatch as never,
            { fetch: fetchFn },
          )
        }
      />,
    ),
  );
}
const q = <T extends HTMLElement = HTMLElement>(part: string) =>
  container.querySelector<T>(`[part~="${part}"]`);
const click = (part: string) => act(async () => q(part)!.click());
const type = (text: string) =>
  act(async () => {
    const area = q<HTMLTextAreaElement>('feedback-comment')!;
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setter.call(area, text);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

beforeEach(() => {
  events = [];
  requests = [];
  status = 204;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the feedback form', () => {
  it.each([
    ['es', '¿Qué tal fue esta conversación?'],
    ['he', 'איך הייתה השיחה?'],
  ] as const)('%s: asks, with labelled native controls reachable by Tab', async (lang, title) => {
    await mount(lang, undefined);
    expect(q('feedback')!.textContent).toContain(title);
    expect(q('feedback')!.getAttribute('aria-labelledby')).toBe(container.querySelector('h3')!.id);
    for (const part of ['feedback-up', 'feedback-down', 'feedback-skip']) {
      const el = q(part)!;
      expect(el.tagName).toBe('BUTTON');
      expect(el.getAttribute('tabindex')).toBeNull();
      expect(el.getAttribute('aria-label') ?? el.textContent).not.toBe('');
    }
    expect(q('feedback-up')!.getAttribute('aria-pressed')).toBe('false');
    expect(q('feedback-comment')).toBeNull(); // the comment and Send come with a thumb
    await click('feedback-down');
    expect(q('feedback-down')!.getAttribute('aria-pressed')).toBe('true');
    const area = q<HTMLTextAreaElement>('feedback-comment')!;
    expect(container.querySelector(`label[for="${area.id}"]`)!.textContent).toBe(
      TEXTS[lang].privacy.feedbackComment,
    );
    expect(q('feedback-send')!.tagName).toBe('BUTTON');
  });

  it('limits the comment to 500 characters, with a counter', async () => {
    await mount('es', undefined);
    await click('feedback-up');
    const area = q<HTMLTextAreaElement>('feedback-comment')!;
    expect(area.maxLength).toBe(MAX_FEEDBACK_COMMENT_CHARS);
    expect(document.getElementById(area.getAttribute('aria-describedby')!)!.textContent).toBe(
      '0/500 caracteres',
    );
    await type('x'.repeat(600));
    expect(area.value).toHaveLength(500);
    expect(document.getElementById(area.getAttribute('aria-describedby')!)!.textContent).toBe(
      '500/500 caracteres',
    );
  });

  it('Send fires voice-feedback and, with api-url, posts the body with the public key; Thanks is announced', async () => {
    await mount('es', 'http://platform.test/api');
    await click('feedback-up');
    await type('  Muy útil  ');
    await click('feedback-send');
    await flush();
    expect(events).toEqual([
      { name: 'voice-feedback', detail: { rating: 'up', comment: 'Muy útil', chatId: 'chat-1' } },
    ]);
    expect(requests).toEqual([
      {
        url: 'http://platform.test/api/feedback',
        auth: 'Bearer pk_test',
        body: { rating: 'up', comment: 'Muy útil', chatId: 'chat-1' },
      },
    ]);
    expect(container.querySelector('[role="status"]')!.textContent).toBe(
      '¡Gracias por tu valoración!',
    );
    expect(q('feedback-send')).toBeNull();
  });

  it('without api-url only the event fires (a call: callId, no comment)', async () => {
    await mount('he', undefined, { callId: 'call-9' } as never);
    await click('feedback-down');
    await click('feedback-send');
    await flush();
    expect(events).toEqual([
      { name: 'voice-feedback', detail: { rating: 'down', callId: 'call-9' } },
    ]);
    expect(requests).toEqual([]);
    expect(container.querySelector('[role="status"]')!.textContent).toBe('תודה על הדירוג!');
  });

  it.each([500, 0])(
    'a failed post (%s) says what to do, goes to voice-error, and the event still fires',
    async (code) => {
      status = code;
      await mount('es', 'http://platform.test/api');
      await click('feedback-up');
      await click('feedback-send');
      await flush();
      expect(events.map((e) => e.name)).toEqual(['voice-feedback', 'voice-error']);
      expect(events[1]!.detail).toMatchObject({ type: 'feedback-error', stage: 'call' });
      expect(container.querySelector('[role="alert"]')!.textContent).toContain(
        'pulsa «Enviar valoración» de nuevo',
      );
      expect(q('feedback-send')).not.toBeNull(); // the form stays for another try
    },
  );

  it('Skip removes the form', async () => {
    await mount('es', undefined);
    await click('feedback-skip');
    expect(q('feedback')).toBeNull();
    expect(events).toEqual([]);
  });
});
