/**
 * `<voice-widget>`'s attribute mapping and mode rules:
 * position × direction → screen side (Hebrew mirrors start/end), defaults
 * and warnings for unknown values, and what the sheet shows per mode and
 * call state (typing goes into a running call; 'write instead' only in
 * hybrid for microphone problems).
 */
import { describe, expect, it, vi } from 'vitest';

import { parseMode, parsePosition, parseTheme, sideOf } from '../../src/voice-widget/placement.ts';
import { sheetView } from '../../src/voice-widget/view.ts';

describe('position and direction', () => {
  it.each([
    ['bottom-end', 'es', 'right'],
    ['bottom-end', 'he', 'left'],
    ['bottom-start', 'es', 'left'],
    ['bottom-start', 'he', 'right'],
    ['bottom-center', 'he', 'center'],
    ['inline', 'es', 'inline'],
  ] as const)('%s in %s → %s', (position, lang, side) => {
    expect(sideOf(position, lang)).toBe(side);
  });

  it('unknown values warn and use the defaults; case and spaces are forgiven', () => {
    const warn = vi.fn();
    expect(parsePosition('top-left', warn)).toBe('bottom-end');
    expect(parseTheme('neon', warn)).toBe('auto');
    expect(parseMode('video', warn)).toBe('hybrid');
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]![0]).toMatch(/position="top-left".*bottom-end/);
    expect(parsePosition(' Bottom-Start ', warn)).toBe('bottom-start');
    expect(parseMode(null, warn)).toBe('hybrid');
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe('sheetView: mode switching', () => {
  const idle = { active: false, connected: false, problem: undefined };
  it('chat mode: always the chat field, no call controls', () => {
    expect(sheetView('chat', idle)).toEqual({
      callControls: false,
      composer: 'chat',
      composerWaiting: false,
      writeInstead: false,
    });
  });
  it('voice mode: call controls; the field only during a call, waiting while it connects', () => {
    expect(sheetView('voice', idle)).toMatchObject({ callControls: true, composer: 'none' });
    expect(
      sheetView('voice', { active: true, connected: false, problem: undefined }),
    ).toMatchObject({ composer: 'call', composerWaiting: true });
    expect(sheetView('voice', { active: true, connected: true, problem: undefined })).toMatchObject(
      { composer: 'call', composerWaiting: false },
    );
  });
  it('hybrid: chat when idle, into the call while one runs, back to chat after it', () => {
    expect(sheetView('hybrid', idle).composer).toBe('chat');
    expect(
      sheetView('hybrid', { active: true, connected: true, problem: undefined }).composer,
    ).toBe('call');
    expect(
      sheetView('hybrid', { active: false, connected: false, problem: 'call-dropped' }).composer,
    ).toBe('chat');
  });
  it("'write instead' only in hybrid, only for a denied or missing microphone", () => {
    expect(sheetView('hybrid', { ...idle, problem: 'mic-denied' }).writeInstead).toBe(true);
    expect(sheetView('hybrid', { ...idle, problem: 'mic-missing' }).writeInstead).toBe(true);
    expect(sheetView('hybrid', { ...idle, problem: 'busy' }).writeInstead).toBe(false);
    expect(sheetView('voice', { ...idle, problem: 'mic-denied' }).writeInstead).toBe(false);
  });
});
