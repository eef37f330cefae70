/**
 * src/core/voice/daily/audio-sink.ts: one `<audio>` element per
 * participant, removed on dispose, even when play() settles later.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AudioSink } from '../../../src/core/voice/daily/audio-sink.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('AudioSink', () => {
  const track = { kind: 'audio' } as MediaStreamTrack;
  const options = { toMediaStream: () => new MediaStream() };

  it('one element per participant, replaced on a new track, all removed on dispose', async () => {
    const sink = new AudioSink(options);
    expect(await sink.play('a', track)).toBe(true);
    expect(await sink.play('a', track)).toBe(true);
    expect(await sink.play('b', track)).toBe(true);
    expect(document.querySelectorAll('audio')).toHaveLength(2);
    sink.dispose();
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    expect(await sink.play('c', track)).toBe(false);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
  });

  it('an element whose play() resolves after dispose is removed', async () => {
    let release!: () => void;
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockReturnValue(
      new Promise<void>((r) => (release = r)),
    );
    const sink = new AudioSink(options);
    const playing = sink.play('a', track);
    sink.dispose();
    release();
    expect(await playing).toBe(false);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
  });

  it('goes into the given parent', async () => {
    const parent = document.createElement('div');
    document.body.append(parent);
    const sink = new AudioSink({ ...options, parent: () => parent });
    await sink.play('a', track);
    expect(parent.querySelectorAll('audio')).toHaveLength(1);
    sink.dispose();
  });
});
