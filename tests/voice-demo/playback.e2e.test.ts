/**
 * Real playback of the generated demo audio in Chromium (docs/behaviour.md §2 "Full-screen
 * player mode", "After playback ends"; §4 "Demo playback"; §9 timings). The
 * 124 s recording is never played from the start: tests seek near the part
 * they check.
 */
import { describe, expect, it } from 'vitest';

import { TRANSCRIPT } from '../../src/common/demo/transcript-data.ts';
import { type Tab, useHarness } from '../support/harness.ts';

const h = useHarness();

/** Index of the line whose [startTime, endTime) contains `t`, else -1 (independent of the app's own lookup). */
function expectedLine(t: number): number {
  return TRANSCRIPT.findIndex((l) => t >= l.startTime && t < l.endTime);
}

/** Waits until the demo audio has its metadata (duration known, seekable). */
async function audioReady(tab: Tab): Promise<void> {
  await tab.page.waitForFunction(() => {
    const a = document
      .querySelector('voice-demo')!
      .shadowRoot!.querySelector<HTMLAudioElement>('audio.audio');
    return !!a && a.readyState >= 1 && Number.isFinite(a.duration);
  });
}

/** Seeks the demo audio to `t` s and starts it, as a script on the page would. */
async function playFrom(tab: Tab, t: number): Promise<void> {
  await audioReady(tab);
  await tab.page.evaluate(async (start) => {
    const a = document
      .querySelector('voice-demo')!
      .shadowRoot!.querySelector<HTMLAudioElement>('audio.audio')!;
    a.currentTime = start;
    await a.play();
  }, t);
}

interface AudioState {
  currentTime: number;
  paused: boolean;
  inDialog: boolean;
  inCard: boolean;
  duration: number;
  currentSrc: string;
}

function audioState(tab: Tab): Promise<AudioState> {
  return tab.page.evaluate(() => {
    const a = document
      .querySelector('voice-demo')!
      .shadowRoot!.querySelector<HTMLAudioElement>('audio.audio')!;
    return {
      currentTime: a.currentTime,
      paused: a.paused,
      inDialog: !!a.closest('dialog.fullscreen .audio-slot'),
      inCard: !!a.closest('.player-card .audio-slot'),
      duration: a.duration,
      currentSrc: a.currentSrc,
    };
  });
}

/** Waits until the audio time has advanced by `by` s past its current value while playing. */
async function expectAdvancing(tab: Tab, by = 0.3): Promise<void> {
  const start = (await audioState(tab)).currentTime;
  await tab.page.waitForFunction(
    ({ start, by }) => {
      const a = document
        .querySelector('voice-demo')!
        .shadowRoot!.querySelector<HTMLAudioElement>('audio.audio')!;
      return !a.paused && a.currentTime >= start + by;
    },
    { start, by },
    { timeout: 10_000 },
  );
}

function fullscreenState(tab: Tab) {
  return tab
    .inDemo('dialog.fullscreen')
    .evaluate((d: HTMLDialogElement) => ({ open: d.open, modal: d.matches(':modal') }));
}

/** Whether the focused element (through the shadow root) is inside the full-screen dialog, and what it is. */
function focusState(tab: Tab) {
  return tab.page.evaluate(() => {
    const root = document.querySelector('voice-demo')!.shadowRoot!;
    const inner = root.activeElement;
    return {
      documentActive: document.activeElement?.localName ?? null,
      inner: inner ? `${inner.localName}.${[...inner.classList].join('.')}` : null,
      inDialog: !!inner?.closest('dialog.fullscreen'),
    };
  });
}

describe('demo playback', () => {
  it('starts into a modal full-screen player: hint gone, toast, audio moved and playing, caption follows the first line', async () => {
    const tab = await h.open();
    await expect.poll(() => tab.inDemo('.play-hint').isVisible()).toBe(true);
    expect(await tab.inDemo('.play-hint').textContent()).toContain(
      'Pulse reproducir para escuchar la llamada',
    );
    expect(await fullscreenState(tab)).toEqual({ open: false, modal: false });
    expect((await audioState(tab)).inCard).toBe(true);
    await audioReady(tab);

    // Record every caption change with the audio time at that moment.
    await tab.page.evaluate(() => {
      const root = document.querySelector('voice-demo')!.shadowRoot!;
      const a = root.querySelector<HTMLAudioElement>('audio.audio')!;
      const log: { t: number; text: string; lineText: string | null }[] = [];
      (window as unknown as { __captions: typeof log }).__captions = log;
      const read = () => {
        const caption = root.querySelector('dialog.fullscreen .caption')!;
        const text = caption.textContent ?? '';
        if (log.at(-1)?.text !== text)
          log.push({
            t: a.currentTime,
            text,
            lineText: caption.querySelector('.caption-text')?.textContent ?? null,
          });
      };
      read();
      new MutationObserver(read).observe(root, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });

    await playFrom(tab, 0);
    await tab.page.waitForFunction(
      () =>
        document
          .querySelector('voice-demo')!
          .shadowRoot!.querySelector<HTMLDialogElement>('dialog.fullscreen')!.open,
    );
    expect(await fullscreenState(tab)).toEqual({ open: true, modal: true });
    expect(await tab.inDemo('.play-hint').count()).toBe(0);
    const focus = await focusState(tab);
    expect(focus.documentActive).toBe('voice-demo');
    expect(focus.inDialog, `focused: ${focus.inner}`).toBe(true);

    const toast = tab.inDemo('.toast').filter({ hasText: 'Iniciando reproducción' });
    await expect.poll(() => toast.count()).toBe(1);
    expect(await toast.locator('.toast-title').textContent()).toBe('Iniciando reproducción');
    expect(await toast.locator('.toast-description').textContent()).toBe(
      'La llamada está comenzando',
    );

    const state = await audioState(tab);
    expect(state).toMatchObject({ inDialog: true, inCard: false, paused: false });
    expect(state.currentSrc).toMatch(/\/audio\/demo-call-es\.m4a$/);
    await expectAdvancing(tab);

    const plays = await tab.events('voice-demo-play');
    expect(plays).toHaveLength(1);
    expect((plays[0]!.detail as { currentTime: number }).currentTime).toBeLessThan(0.5);

    // Caption: 'Escuchando la llamada...' until 1.44 s, then the first line.
    await expect
      .poll(() => tab.inDemo('dialog.fullscreen .caption-text').textContent(), { timeout: 5000 })
      .toBe(TRANSCRIPT[0]!.textEs);
    const captions = await tab.page.evaluate(
      () =>
        (
          window as unknown as {
            __captions: { t: number; text: string; lineText: string | null }[];
          }
        ).__captions,
    );
    const firstLine = captions.findIndex((c) => c.lineText !== null);
    expect(firstLine, JSON.stringify(captions)).toBeGreaterThan(0);
    for (const c of captions.slice(0, firstLine)) {
      expect(c.text).toBe('Escuchando la llamada...');
      expect(c.t).toBeLessThan(1.44);
    }
    const shown = captions[firstLine]!;
    expect(shown.lineText).toBe(TRANSCRIPT[0]!.textEs);
    expect(shown.text).toContain('Sofía');
    expect(shown.t).toBeGreaterThanOrEqual(1.44);
    expect(shown.t).toBeLessThan(1.44 + 0.25);

    // Escape leaves full-screen mode; playback goes on in the card.
    await tab.page.keyboard.press('Escape');
    await tab.page.waitForFunction(
      () =>
        !document
          .querySelector('voice-demo')!
          .shadowRoot!.querySelector<HTMLDialogElement>('dialog.fullscreen')!.open,
    );
    expect(await fullscreenState(tab)).toEqual({ open: false, modal: false });
    expect(await audioState(tab)).toMatchObject({ inDialog: false, inCard: true, paused: false });
    await expectAdvancing(tab);
    expect(await tab.events('voice-demo-pause')).toEqual([]);

    // Clicking a transcript line seeks there (playback continues from it).
    const target = 4;
    await tab.inDemo('.transcript-list > li').nth(target).locator('button').click();
    const afterSeek = await audioState(tab);
    expect(afterSeek.currentTime).toBeGreaterThanOrEqual(TRANSCRIPT[target]!.startTime);
    expect(afterSeek.currentTime).toBeLessThan(TRANSCRIPT[target]!.startTime + 0.5);
    await expect
      .poll(() => tab.inDemo('.transcript-list > li[aria-current="true"]').textContent())
      .toContain(TRANSCRIPT[target]!.textEs);
    const lineEvents = (await tab.events('voice-demo-line-change')).map(
      (e) => (e.detail as { index: number }).index,
    );
    expect(lineEvents).toContain(target);
    await expectAdvancing(tab, 0.2);
    expect(await fullscreenState(tab)).toEqual({ open: false, modal: false });
    expect(tab.warnings).toEqual([]);
  });

  it('focuses the big play button when full-screen opens, and returns focus to the page after Escape', async () => {
    const tab = await h.open();
    await audioReady(tab);
    // A keyboard user: focus the audio player in the card and press Space.
    await tab.inDemo('audio.audio').focus();
    expect((await focusState(tab)).inner).toBe('audio.audio');
    await tab.page.keyboard.press('Space');
    await tab.page.waitForFunction(
      () =>
        document
          .querySelector('voice-demo')!
          .shadowRoot!.querySelector<HTMLDialogElement>('dialog.fullscreen')!.open,
    );
    await expectAdvancing(tab, 0.1);

    const open = await focusState(tab);
    expect(open.inDialog).toBe(true);
    expect(open.inner, 'the big play button has autoFocus').toBe(
      'button.big-play.big-play--playing',
    );

    await tab.page.keyboard.press('Escape');
    await tab.page.waitForFunction(
      () =>
        !document
          .querySelector('voice-demo')!
          .shadowRoot!.querySelector<HTMLDialogElement>('dialog.fullscreen')!.open,
    );
    expect((await audioState(tab)).paused).toBe(false);
    const closed = await focusState(tab);
    expect(closed.documentActive, `focus after Escape: ${await tab.deepActiveElement()}`).not.toBe(
      'body',
    );
    expect(closed.inDialog).toBe(false);
  });

  it('highlights the line playing now, at most one animation frame late', async () => {
    const tab = await h.open();
    // Around the end of line 3 (…42.2 s), the gap, and the start of line 4 (43.1 s…): from 41.6 s for 3.5 s.
    const line = 4;
    const from = TRANSCRIPT[line]!.startTime - 1.5;
    await playFrom(tab, from);
    await tab.page.waitForFunction((from) => {
      const a = document
        .querySelector('voice-demo')!
        .shadowRoot!.querySelector<HTMLAudioElement>('audio.audio')!;
      return !a.paused && !a.seeking && a.currentTime >= from && a.readyState >= 3;
    }, from);

    const samples = await tab.page.evaluate(
      (durationMs) =>
        new Promise<{ t: number; idx: number; paused: boolean }[]>((resolve) => {
          const root = document.querySelector('voice-demo')!.shadowRoot!;
          const a = root.querySelector<HTMLAudioElement>('audio.audio')!;
          const list = root.querySelector('.transcript-list')!;
          const out: { t: number; idx: number; paused: boolean }[] = [];
          const end = performance.now() + durationMs;
          const frame = () => {
            const idx = [...list.children].findIndex(
              (li) => li.getAttribute('aria-current') === 'true',
            );
            out.push({ t: a.currentTime, idx, paused: a.paused });
            if (performance.now() < end) requestAnimationFrame(frame);
            else resolve(out);
          };
          requestAnimationFrame(frame);
        }),
      3500,
    );

    expect(samples.length, 'animation frames in 3.5 s').toBeGreaterThan(60);
    expect(samples.every((s) => !s.paused)).toBe(true);
    expect(samples[0]!.t).toBeLessThan(TRANSCRIPT[line - 1]!.endTime);
    expect(samples.at(-1)!.t).toBeGreaterThan(TRANSCRIPT[line]!.startTime + 0.5);
    const late: string[] = [];
    for (let i = 1; i < samples.length; i++) {
      const { t, idx } = samples[i]!;
      const prev = samples[i - 1]!.t;
      if (idx !== expectedLine(t) && idx !== expectedLine(prev))
        late.push(
          `frame ${i}: t=${t.toFixed(3)} (prev ${prev.toFixed(3)}) highlighted ${idx}, expected ${expectedLine(t)}`,
        );
    }
    expect(late).toEqual([]);
    // The window really crossed both boundaries: line 3, the gap, line 4.
    expect([...new Set(samples.map((s) => s.idx))]).toEqual([line - 1, -1, line]);
  });

  it('ends with the countdown 3-2-1, then the summary, scrolled to and pulsing; try again goes back to the top', async () => {
    const tab = await h.open();
    await audioReady(tab);

    // Record the end sequence: every change of the overlay, full-screen, summary and scroll position.
    await tab.page.evaluate(() => {
      const root = document.querySelector('voice-demo')!.shadowRoot!;
      type Snap = {
        now: number;
        countdownOpen: boolean;
        value: string;
        fullscreenOpen: boolean;
        summary: boolean;
        pulse: boolean;
        inView: boolean;
        scrollY: number;
      };
      const log: Snap[] = [];
      (window as unknown as { __end: Snap[] }).__end = log;
      const read = () => {
        const countdown = root.querySelector<HTMLDialogElement>('dialog.countdown')!;
        const summary = root.querySelector('.summary');
        const r = summary?.getBoundingClientRect();
        const snap: Snap = {
          now: performance.now(),
          countdownOpen: countdown.open,
          value: root.querySelector('.countdown-value')!.textContent ?? '',
          fullscreenOpen: root.querySelector<HTMLDialogElement>('dialog.fullscreen')!.open,
          summary: !!summary,
          pulse: !!summary?.classList.contains('summary--pulse'),
          inView: !!r && r.top >= 0 && r.bottom <= innerHeight,
          scrollY: Math.round(scrollY),
        };
        const last = log.at(-1);
        const same =
          last &&
          (Object.keys(snap) as (keyof Snap)[]).every((k) => k === 'now' || last[k] === snap[k]);
        if (!same) log.push(snap);
      };
      read();
      new MutationObserver(read).observe(root, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
      addEventListener('scroll', read, { passive: true });
    });

    await playFrom(tab, 121);
    await tab.page.waitForFunction(
      () =>
        document
          .querySelector('voice-demo')!
          .shadowRoot!.querySelector<HTMLDialogElement>('dialog.fullscreen')!.open,
    );
    // Wait for the whole sequence: summary shown, pulsed, and the pulse over.
    await tab.page.waitForFunction(
      () => {
        const log = (window as unknown as { __end: { pulse: boolean }[] }).__end;
        return log.some((s) => s.pulse) && !log.at(-1)!.pulse;
      },
      undefined,
      { timeout: 40_000 },
    );
    type Snap = {
      now: number;
      countdownOpen: boolean;
      value: string;
      fullscreenOpen: boolean;
      summary: boolean;
      pulse: boolean;
      inView: boolean;
      scrollY: number;
    };
    const log = await tab.page.evaluate(() => (window as unknown as { __end: Snap[] }).__end);
    const dump = JSON.stringify(log.map((s) => ({ ...s, now: Math.round(s.now) })));

    const ended = await tab.events('voice-demo-ended');
    expect(ended).toHaveLength(1);
    expect(ended[0]!.detail).toEqual({ durationS: 124 });

    // Countdown: 3, 2, 1, about a second apart, then closed. The exact ticks (1 s, then 0.5 s to the scroll
    // and a 2 s pulse) are pinned with fake timers in tests/common/demo/playback.test.ts; here, on the real
    // clock, a step may not come early (a timer never fires early, however busy the machine), and the
    // ceilings only catch a step that never comes (a busy machine delays timers by seconds).
    const shows: { value: string; now: number }[] = [];
    for (const s of log)
      if (s.countdownOpen && shows.at(-1)?.value !== s.value)
        shows.push({ value: s.value, now: s.now });
    expect(
      shows.map((s) => s.value),
      dump,
    ).toEqual(['3', '2', '1']);
    expect(shows[0]!.now - ended[0]!.t, 'countdown shows at the end').toBeLessThan(5000);
    for (let i = 1; i < shows.length; i++) {
      const gap = shows[i]!.now - shows[i - 1]!.now;
      expect(gap, dump).toBeGreaterThanOrEqual(800);
      expect(gap, dump).toBeLessThanOrEqual(5000);
    }
    const closedAt = log.findIndex(
      (s, i) => i > 0 && !s.countdownOpen && log[i - 1]!.countdownOpen,
    );
    expect(closedAt, dump).toBeGreaterThan(0);
    const closed = log[closedAt]!;
    const lastGap = closed.now - shows[2]!.now;
    expect(lastGap, dump).toBeGreaterThanOrEqual(800);
    expect(lastGap, dump).toBeLessThanOrEqual(5000);
    // Full-screen stays open through the countdown and closes with it, as the summary appears.
    expect(
      log.filter((s) => s.countdownOpen).every((s) => s.fullscreenOpen && !s.summary),
      dump,
    ).toBe(true);
    expect(closed, dump).toMatchObject({ fullscreenOpen: false, summary: true, pulse: false });

    // 0.5 s later: scrolled to the summary and pulsing for 2 s.
    const pulseOn = log.find((s) => s.pulse)!;
    const pulseOff = log.find((s) => s.now > pulseOn.now && !s.pulse)!;
    expect(pulseOn.now - closed.now, dump).toBeGreaterThanOrEqual(400);
    expect(pulseOn.now - closed.now, dump).toBeLessThanOrEqual(5000);
    expect(pulseOff.now - pulseOn.now, dump).toBeGreaterThanOrEqual(1800);
    expect(pulseOff.now - pulseOn.now, dump).toBeLessThanOrEqual(6000);
    const beforeScroll = log.filter((s) => s.now >= closed.now && s.now < pulseOn.now - 50);
    expect(
      new Set(beforeScroll.map((s) => s.scrollY)).size,
      `no scrolling before the 0.5 s delay: ${dump}`,
    ).toBe(1);
    expect(closed.inView, `the summary starts below the fold: ${dump}`).toBe(false);
    expect(
      log.some((s) => s.now >= pulseOn.now && s.inView),
      dump,
    ).toBe(true);
    expect(
      await tab.inDemo('.summary').evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight;
      }),
    ).toBe(true);

    // Summary content.
    const summary = tab.inDemo('.summary');
    expect(await summary.locator('.result-badge').textContent()).toBe(
      'Cliente potencial interesado',
    );
    expect(await summary.locator('.next-steps > li').allTextContents()).toEqual([
      'Agendar una reunión',
      'Reunión con un representante',
      'Conversión en cliente',
    ]);
    expect(await summary.textContent()).toContain(
      'El cliente aceptó que un representante lo contacte por la tarde.',
    );

    // The audio was reset to the start and stopped; no line is highlighted.
    expect(await audioState(tab)).toMatchObject({ currentTime: 0, paused: true, inCard: true });
    expect(await tab.inDemo('.transcript-list > li[aria-current="true"]').count()).toBe(0);
    expect(await fullscreenState(tab)).toEqual({ open: false, modal: false });
    expect(await tab.inDemo('dialog.countdown').evaluate((d: HTMLDialogElement) => d.open)).toBe(
      false,
    );

    // 'Intentar de nuevo' hides the summary and scrolls to the top.
    expect(await tab.page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await summary.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await expect.poll(() => tab.inDemo('.summary').count()).toBe(0);
    await tab.page.waitForFunction(() => scrollY === 0, undefined, { timeout: 5000 });
    expect(tab.warnings).toEqual([]);
  });

  it('plays the Hebrew recording with ?lang=he', async () => {
    const tab = await h.open('?lang=he');
    await expect
      .poll(async () => (await audioState(tab)).currentSrc)
      .toMatch(/\/audio\/demo-call-he\.m4a$/);
    await audioReady(tab);
    expect(Math.abs((await audioState(tab)).duration - 124)).toBeLessThan(0.5);

    const line = 5;
    await playFrom(tab, TRANSCRIPT[line]!.startTime + 0.5);
    await expectAdvancing(tab);
    expect(await audioState(tab)).toMatchObject({ paused: false, inDialog: true });
    await expect
      .poll(() => tab.inDemo('dialog.fullscreen .caption-text').textContent())
      .toBe(TRANSCRIPT[line]!.textHe);
    expect(await tab.inDemo('dialog.fullscreen .caption .badge').textContent()).toBe('לקוח');
    const toast = tab.inDemo('.toast').filter({ hasText: 'מתחילים בהשמעה' });
    await expect.poll(() => toast.count()).toBe(1);
  });
});
