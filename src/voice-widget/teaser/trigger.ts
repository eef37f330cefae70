/**
 * `teaser-trigger` (docs/elements/voice-widget.md "Teaser"): when the teaser bubble shows.
 * `load` after `teaser-delay` seconds, `scroll:N` once N % of the page is scrolled, `exit` when
 * the pointer leaves through the top of the window, `idle:N` after N seconds without input.
 */
import { ignoring } from '../../core/util/ignoring.ts';

/** A parsed trigger: its kind and its number (percent for `scroll`, seconds for `idle`). */
export interface Trigger {
  readonly kind: 'load' | 'scroll' | 'exit' | 'idle';
  readonly n: number;
}

/** Parses `teaser-trigger`; missing is `load`; a bad value warns naming the attribute and is `load`. */
export function parseTrigger(value: string | null, warn: (message: string) => void): Trigger {
  const v = (value ?? '').trim().toLowerCase();
  const m = /^(scroll|idle):(\d+(?:\.\d+)?)$/.exec(v);
  const n = Number(m?.[2]);
  if (m && (m[1] === 'idle' ? n > 0 : n <= 100)) return { kind: m[1] as 'scroll', n };
  if (v === 'exit' || v === 'load' || !v) return { kind: v === 'exit' ? 'exit' : 'load', n: 0 };
  warn(ignoring('teaser-trigger', value ?? '', 'load'));
  return { kind: 'load', n: 0 };
}

/**
 * Calls `fire` once when `trigger` happens (`load`: `delayS` seconds from now). Returns its
 * removal (listeners and timers).
 */
export function armTrigger(trigger: Trigger, delayS: number, fire: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // One signal removes every listener.
  const listeners = new AbortController();
  const off = (): void => {
    clearTimeout(timer);
    listeners.abort();
  };
  const done = (): void => {
    off();
    fire();
  };
  const on = (target: EventTarget, names: string, fn: (e: Event) => void): void => {
    for (const name of names.split(' '))
      target.addEventListener(name, fn, { passive: true, signal: listeners.signal });
  };
  const { kind, n } = trigger;
  if (kind === 'load') timer = setTimeout(done, delayS * 1000);
  else if (kind === 'scroll')
    on(window, 'scroll', () => {
      const el = document.documentElement;
      const max = el.scrollHeight - innerHeight;
      if (max <= 0 || (scrollY / max) * 100 >= n) done();
    });
  else if (kind === 'exit')
    on(document, 'mouseout', (e) => {
      const m = e as MouseEvent;
      if (!m.relatedTarget && m.clientY <= 0) done();
    });
  else {
    const restart = (): void => {
      clearTimeout(timer);
      timer = setTimeout(done, n * 1000);
    };
    on(window, 'pointermove pointerdown keydown scroll wheel touchstart', restart);
    restart();
  }
  return off;
}
