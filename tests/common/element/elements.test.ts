import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { defineElement, WIDGETS_VERSION } from '../../../src/common/element/define.ts';
import type { VoiceEventDetailMap } from '../../../src/common/events.ts';
import { useActEnvironment } from '../../support/act-environment.ts';
import type { ImplTagNameMap } from '../../support/impl-types.ts';
import { mountHtml } from '../../support/mount.ts';

useActEnvironment();

beforeAll(async () => {
  await import('../../../src/index.ts');
});

/** The document listeners of the test running, removed after it (the page outlives the file without isolation). */
let listening = new AbortController();

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
  vi.restoreAllMocks();
  listening.abort();
  listening = new AbortController();
});

const mount = (html: string): Promise<HTMLElement> => mountHtml(html);

const shadow = (el: Element) => el.shadowRoot!;

describe('registration', () => {
  it('defines both tags once; a second definition of a tag is ignored without throwing', () => {
    expect(customElements.get('voice-demo')).toBeDefined();
    expect(customElements.get('demo-transcript')).toBeDefined();
    const first = customElements.get('voice-demo');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Same version (a second include of this bundle): silent.
    class Same extends HTMLElement {}
    expect(() => defineElement('voice-demo', Same)).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
    expect(customElements.get('voice-demo')).toBe(first);
  });

  it('warns when another version already holds the tag', () => {
    class Other extends HTMLElement {}
    customElements.define('x-versioned', Other);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    class Mine extends HTMLElement {}
    expect(defineElement('x-versioned', Mine)).toBe(Other);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(WIDGETS_VERSION);
  });

  it('re-importing the entry does not throw', async () => {
    // A query string makes a second module instance, as a second <script> with another URL does.
    const again = '../../../src/index.ts?again';
    await expect(import(/* @vite-ignore */ again)).resolves.toBeDefined();
  });
});

describe('<voice-demo>', () => {
  it('renders into an open shadow root with adopted stylesheets and no <style> tags', async () => {
    const el = await mount('<voice-demo></voice-demo>');
    const root = shadow(el);
    expect(root.adoptedStyleSheets.length).toBe(3);
    expect(root.querySelector('style')).toBeNull();
    expect(root.querySelector('h1')!.textContent).toBe(
      'Escuche cómo Sofía atiende una llamada real',
    );
    expect(root.querySelector('.root')!.getAttribute('dir')).toBe('ltr');
    expect(root.querySelectorAll('.transcript-list li')).toHaveLength(13);
    // Two instances share the same sheet objects (built once).
    const el2 = await mount('<voice-demo></voice-demo>');
    expect(shadow(el2).adoptedStyleSheets[0]).toBe(root.adoptedStyleSheets[0]);
  });

  it('lang attribute: he mirrors the layout; removing it returns to es; events say source attribute', async () => {
    const el = await mount('<voice-demo lang="es"></voice-demo>');
    const events: VoiceEventDetailMap['voice-lang-change'][] = [];
    document.addEventListener('voice-lang-change', (e) => events.push(e.detail), {
      signal: listening.signal,
    });
    await act(async () => el.setAttribute('lang', 'he'));
    const root = shadow(el).querySelector('.root')!;
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('lang')).toBe('he');
    expect(shadow(el).querySelector('h1')!.textContent).toContain('סופיה');
    await act(async () => el.removeAttribute('lang'));
    expect(shadow(el).querySelector('.root')!.getAttribute('dir')).toBe('ltr');
    expect(events).toEqual([
      { lang: 'he', dir: 'rtl', source: 'attribute' },
      { lang: 'es', dir: 'ltr', source: 'attribute' },
    ]);
  });

  it('the header toggle switches the element lang and dispatches a bubbling, composed voice-lang-change', async () => {
    const el = await mount('<voice-demo></voice-demo>');
    let event: CustomEvent | undefined;
    document.addEventListener('voice-lang-change', (e) => (event = e), {
      once: true,
      signal: listening.signal,
    });
    const toggle = shadow(el).querySelector<HTMLButtonElement>('.lang-toggle')!;
    await act(async () => toggle.click());
    expect(el.getAttribute('lang')).toBe('he');
    expect(event).toBeDefined();
    expect(event!.bubbles && event!.composed).toBe(true);
    expect(event!.detail).toEqual({ lang: 'he', dir: 'rtl', source: 'toggle' });
    expect(shadow(el).querySelector('.lang-toggle [lang]')!.textContent).toBe('Español');
    expect(shadow(el).querySelector('.lang-toggle')!.textContent).toBe(
      'החלפת השפה לספרדית: Español',
    );
  });

  it('an unsupported lang falls back to es with exactly one warning across re-renders', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = await mount('<voice-demo lang="fr"></voice-demo>');
    await act(async () => el.setAttribute('company-name', 'Acme'));
    await act(async () => el.setAttribute('company-name', 'Acme 2'));
    expect(shadow(el).querySelector('.root')!.getAttribute('lang')).toBe('es');
    expect(shadow(el).querySelector('.company')!.textContent).toBe('Acme 2');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('"fr"');
  });

  it('configurable company, assistant name, logo and audio source', async () => {
    const el = await mount(
      '<voice-demo company-name="Acme" assistant-name="Lía" logo-src="/x.svg" audio-src="/media/call-{lang}"></voice-demo>',
    );
    const root = shadow(el);
    expect(root.querySelector('.company')!.textContent).toBe('Acme');
    expect(root.querySelector('h1')!.textContent).toContain('Lía');
    expect(root.querySelector('img.logo')!.getAttribute('src')).toBe('/x.svg');
    const sources = [...root.querySelectorAll('audio source')].map((s) => [
      s.getAttribute('src'),
      s.getAttribute('type'),
    ]);
    expect(sources).toEqual([
      ['/media/call-es.m4a', 'audio/mp4'],
      ['/media/call-es.mp3', 'audio/mpeg'],
    ]);
    await act(async () => el.setAttribute('lang', 'he'));
    expect(root.querySelector('audio source')!.getAttribute('src')).toBe('/media/call-he.m4a');
  });

  it('contact form: a valid submit dispatches a cancelable voice-contact-submit with the mailto, toasts, and clears', async () => {
    const el = await mount('<voice-demo contact-email="ventas@acme.example"></voice-demo>');
    const root = shadow(el);
    let detail: VoiceEventDetailMap['voice-contact-submit'] | undefined;
    el.addEventListener('voice-contact-submit', (e) => {
      detail = e.detail;
      e.preventDefault(); // the host sends it itself; no navigation
    });
    const set = (sel: string, value: string) => {
      const input = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(sel)!;
      const proto = Object.getPrototypeOf(input) as object;
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    const form = root.querySelector('form')!;
    expect(root.querySelector('textarea')!.getAttribute('rows')).toBe('4');
    expect(root.querySelector('input[name=email]')!.getAttribute('type')).toBe('email');
    await act(async () => {
      set('input[name=name]', 'Ana');
      set('input[name=email]', 'ana@example.com');
      set('textarea', 'Hola & adiós');
    });
    await act(async () => form.requestSubmit());
    expect(detail).toMatchObject({
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Hola & adiós',
    });
    expect(detail!.href).toBe(
      'mailto:ventas@acme.example?subject=Mensaje%20desde%20el%20sitio%20web&body=' +
        encodeURIComponent(
          'Nombre: Ana\r\nCorreo electrónico: ana@example.com\r\nMensaje: Hola & adiós',
        ),
    );
    expect(root.querySelector('.toast-title')!.textContent).toBe('Mensaje enviado');
    expect(root.querySelector<HTMLInputElement>('input[name=name]')!.value).toBe('');
  });

  it('contact form with a misconfigured address: clear error, no event, nothing lost', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = await mount('<voice-demo contact-email="not an address"></voice-demo>');
    const root = shadow(el);
    const submitted = vi.fn();
    el.addEventListener('voice-contact-submit', submitted);
    const input = root.querySelector<HTMLInputElement>('input[name=name]')!;
    await act(async () => {
      for (const [sel, v] of [
        ['input[name=name]', 'Ana'],
        ['input[name=email]', 'a@b.co'],
        ['textarea', 'Hola'],
      ] as const) {
        const field = root.querySelector<HTMLInputElement>(sel)!;
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(
          field,
          v,
        );
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
    await act(async () => root.querySelector('form')!.requestSubmit());
    expect(submitted).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(
      '[voice-widgets] contact-email:',
      expect.objectContaining({ code: 'invalid-contact-email' }),
    );
    expect(input.value).toBe('Ana');
  });

  it('the messaging button dispatches voice-messaging-open with the chat link and shows its toast', async () => {
    const el = await mount(
      '<voice-demo lang="he" messaging-phone="+972 52 555 0147"></voice-demo>',
    );
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    let href = '';
    el.addEventListener('voice-messaging-open', (e) => (href = e.detail.href));
    await act(async () =>
      shadow(el).querySelector<HTMLButtonElement>('.button--messaging')!.click(),
    );
    expect(href).toBe(
      `https://wa.me/972525550147?text=${encodeURIComponent('שלום, אשמח לקבל מידע נוסף על השירותים שלכם.')}`,
    );
    expect(open).toHaveBeenCalledWith(href, '_blank', 'noopener,noreferrer');
    expect(shadow(el).querySelector('.toast-title')!.textContent).toBe('פותחים את WhatsApp');
  });

  it('moving the element keeps playback state and the audio element (state lives on the host)', async () => {
    const el = (await mount('<voice-demo></voice-demo>')) as ImplTagNameMap['voice-demo'];
    const audio = el.audio;
    expect(shadow(el).querySelector('.player-card audio')).toBe(audio);
    el.playback.closeFullscreen();
    const other = document.createElement('section');
    await act(async () => {
      document.body.append(other);
      other.append(el); // disconnect + connect: r2wc unmounts and remounts React
    });
    expect(el.audio).toBe(audio);
    expect(shadow(el).querySelector('.player-card audio')).toBe(audio);
    expect(shadow(el).querySelectorAll('.transcript-list li')).toHaveLength(13);
  });
});

describe('<demo-transcript>', () => {
  it('follows the audio named by `for`, highlights and seeks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wrap = document.createElement('div');
    await act(async () => {
      wrap.innerHTML =
        '<audio id="call"></audio><demo-transcript for="call" lang="he"></demo-transcript>';
      document.body.append(wrap);
    });
    const el = wrap.querySelector('demo-transcript') as ImplTagNameMap['demo-transcript'];
    const audio = wrap.querySelector('audio')!;
    expect(el.media).toBe(audio);
    const root = shadow(el);
    expect(root.querySelector('.root')!.getAttribute('dir')).toBe('rtl');
    const lines: number[] = [];
    el.addEventListener('voice-demo-line-change', (e) => lines.push(e.detail.index));
    await act(async () => root.querySelectorAll<HTMLButtonElement>('.line-button')[3]!.click());
    expect(audio.currentTime).toBeGreaterThan(0);
    expect(root.querySelectorAll('li')[3]!.getAttribute('aria-current')).toBe('true');
    expect(lines).toEqual([3]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once when the `for` id does not exist', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = await mount('<demo-transcript for="missing"></demo-transcript>');
    await act(async () => el.setAttribute('lang', 'he'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('missing');
  });
});
