import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  DEMO_TIMINGS,
  DemoPlayback,
  type PlaybackState,
} from '../../../src/common/demo/playback.ts';
import type { Scheduler } from '../../../src/common/demo/scheduler.ts';
import { TRANSCRIPT } from '../../../src/common/demo/transcript-data.ts';
import { FakeMedia } from '../../support/fake-media.ts';

// Fake timers drive both timeouts and animation frames (one frame = 16 ms).
const scheduler: Scheduler = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  requestFrame: (fn) => setTimeout(fn, 16),
  cancelFrame: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

function setup() {
  const media = new FakeMedia();
  const playback = new DemoPlayback(TRANSCRIPT, DEMO_TIMINGS, scheduler);
  const log: string[] = [];
  const states: PlaybackState[] = [];
  playback.on('change', (s) => states.push(s));
  playback.on('play', (t) => log.push(`play@${t}`));
  playback.on('pause', (t) => log.push(`pause@${t}`));
  playback.on('ended', () => log.push('ended'));
  playback.on('scroll-top', () => log.push('scroll-top'));
  playback.on('scroll-summary', () => log.push('scroll-summary'));
  playback.attach(media);
  return { media, playback, log, states };
}

describe('DemoPlayback (docs/behaviour.md §4 Demo playback)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts stopped, with the hint, no full-screen and no line', () => {
    const { playback } = setup();
    expect(playback.state).toEqual({
      playing: false,
      started: false,
      fullscreen: false,
      lineIndex: -1,
      countdown: null,
      summaryVisible: false,
      summaryPulse: false,
    });
  });

  it('play opens full-screen, hides the hint for good and scrolls to the top; pause keeps full-screen', async () => {
    const { media, playback, log } = setup();
    playback.toggle();
    expect(media.calls).toEqual(['play']);
    expect(playback.state).toMatchObject({ playing: true, started: true, fullscreen: true });
    expect(log).toEqual(['play@0', 'scroll-top']);
    playback.toggle();
    expect(playback.state).toMatchObject({ playing: false, started: true, fullscreen: true });
    expect(log).toEqual(['play@0', 'scroll-top', 'pause@0']);
    playback.closeFullscreen();
    expect(playback.state.fullscreen).toBe(false);
    expect(playback.state.started).toBe(true);
  });

  it('follows the time on animation frames: the highlight changes within one frame of a line start', () => {
    const { media, playback } = setup();
    void media.play();
    const first = TRANSCRIPT[0]!;
    media.advanceTo(first.startTime - 0.001);
    vi.advanceTimersByTime(16);
    expect(playback.state.lineIndex).toBe(-1);
    media.advanceTo(first.startTime);
    vi.advanceTimersByTime(16);
    expect(playback.state.lineIndex).toBe(0);
    // No timeupdate event was fired: only frames moved the highlight.
    const third = TRANSCRIPT[2]!;
    media.advanceTo(third.startTime + 0.01);
    vi.advanceTimersByTime(16);
    expect(playback.state.lineIndex).toBe(2);
  });

  it('stops reading frames while paused, but a seek still updates the line', () => {
    const { media, playback } = setup();
    void media.play();
    media.pause();
    media.advanceTo(TRANSCRIPT[4]!.startTime + 1);
    vi.advanceTimersByTime(100);
    expect(playback.state.lineIndex).toBe(-1);
    playback.seekToLine(6);
    expect(media.currentTime).toBe(TRANSCRIPT[6]!.startTime);
    expect(playback.state.lineIndex).toBe(6);
  });

  it('reaching 124 s stops, resets to 0 and runs the end sequence once', () => {
    const { media, playback, log } = setup();
    void media.play();
    media.advanceTo(123.99);
    vi.advanceTimersByTime(16);
    expect(playback.state.countdown).toBeNull();
    media.advanceTo(124);
    vi.advanceTimersByTime(16);
    expect(media.paused).toBe(true);
    expect(media.currentTime).toBe(0);
    expect(media.calls.slice(-2)).toEqual(['pause', 'seek 0']);
    expect(playback.state).toMatchObject({
      playing: false,
      countdown: 3,
      lineIndex: -1,
      fullscreen: true,
    });
    // A late `ended` from the element does not start a second sequence.
    media.dispatchEvent(new Event('ended'));
    expect(log.filter((e) => e === 'ended')).toHaveLength(1);
  });

  it('on ended: countdown 3-2-1 at 1 s ticks, then summary and leave full-screen; scroll at +0.5 s; pulse for 2 s', () => {
    const { media, playback, log, states } = setup();
    void media.play();
    media.end();
    expect(media.currentTime).toBe(0);
    expect(log).toContain('ended');
    expect(playback.state.countdown).toBe(3);

    vi.advanceTimersByTime(999);
    expect(playback.state.countdown).toBe(3);
    vi.advanceTimersByTime(1);
    expect(playback.state.countdown).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(playback.state.countdown).toBe(1);
    expect(playback.state.summaryVisible).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(playback.state).toMatchObject({
      countdown: null,
      summaryVisible: true,
      fullscreen: false,
      summaryPulse: false,
    });

    vi.advanceTimersByTime(499);
    expect(log).not.toContain('scroll-summary');
    vi.advanceTimersByTime(1);
    expect(log.at(-1)).toBe('scroll-summary');
    expect(playback.state.summaryPulse).toBe(true);
    vi.advanceTimersByTime(1999);
    expect(playback.state.summaryPulse).toBe(true);
    vi.advanceTimersByTime(1);
    expect(playback.state.summaryPulse).toBe(false);

    // The whole sequence of countdown values, in order.
    const countdowns = states.map((s) => s.countdown).filter((c, i, a) => c !== a[i - 1]);
    expect(countdowns).toEqual([null, 3, 2, 1, null]);
  });

  it('try again hides the summary and scrolls to the top', () => {
    const { media, playback, log } = setup();
    void media.play();
    media.end();
    vi.advanceTimersByTime(3500);
    expect(playback.state.summaryVisible).toBe(true);
    playback.tryAgain();
    expect(playback.state).toMatchObject({ summaryVisible: false, summaryPulse: false });
    expect(log.at(-1)).toBe('scroll-top');
  });

  it('a second playthrough runs the end sequence again', () => {
    const { media, playback, log } = setup();
    void media.play();
    media.end();
    vi.advanceTimersByTime(6000);
    void media.play();
    media.end();
    expect(log.filter((e) => e === 'ended')).toHaveLength(2);
    expect(playback.state.countdown).toBe(3);
  });

  it('a rejected play() (autoplay policy) leaves the state stopped and warns', async () => {
    const { media, playback } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    media.rejectPlay = new DOMException('blocked', 'NotAllowedError');
    playback.toggle();
    await vi.runAllTimersAsync();
    expect(playback.state.playing).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('dispose cancels the pending countdown and detaches from the media', () => {
    const { media, playback } = setup();
    void media.play();
    media.end();
    playback.dispose();
    vi.advanceTimersByTime(10_000);
    expect(playback.state.summaryVisible).toBe(false);
    void media.play();
    expect(playback.state.playing).toBe(false);
  });

  it('re-attaching after a React remount keeps the state and resumes frame reading', () => {
    const { media, playback } = setup();
    void media.play();
    playback.attach(null);
    expect(playback.state.playing).toBe(true);
    playback.attach(media);
    media.advanceTo(TRANSCRIPT[1]!.startTime);
    vi.advanceTimersByTime(16);
    expect(playback.state.lineIndex).toBe(1);
  });
});
