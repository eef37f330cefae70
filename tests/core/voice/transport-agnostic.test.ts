/**
 * The client core over a non-Daily transport: the same stages and events,
 * and `stop()` racing a join that has just resolved (by 0 to 40 microtask
 * hops): nothing is reported or touched after the stop.
 */
import { describe, expect, it } from 'vitest';

import { VoiceClient } from '../../../src/core/voice/voice-client.ts';
import { scriptedFactory } from '../../support/scripted-transport.ts';
import { Recorder, SUCCESS_STORY } from '../../support/voice-client.ts';
import { useWebCallServer } from '../../support/web-call-server.ts';

const server = useWebCallServer();

function setup(): {
  client: VoiceClient;
  recorder: Recorder;
  factory: ReturnType<typeof scriptedFactory>;
} {
  const factory = scriptedFactory();
  const client = new VoiceClient('pk', {
    apiUrl: server.url,
    isMobile: () => false,
    transportFactory: factory,
  });
  return { client, recorder: new Recorder(client), factory };
}

describe('a custom transport', () => {
  it('gets the same docs/behaviour.md §4 sequence', async () => {
    const { client, recorder, factory } = setup();
    const started = client.start('asst-1');
    await recorder.waitForProgress('daily-call-join');
    factory.made[0]?.resolveJoin();
    expect(await started).not.toBeNull();
    expect(recorder.story()).toEqual(SUCCESS_STORY);
    expect(factory.made[0]?.log).toEqual([
      'prepare',
      'join',
      'startAudioLevelObserver 100',
      'enableNoiseCancellation',
    ]);
    factory.made[0]?.events.emit('app-message', 'listening');
    factory.made[0]?.events.emit('remote-audio-level', 0.15);
    expect(recorder.names(true).slice(-3)).toEqual(['call-start', 'volume-level', 'speech-start']);
    await client.stop();
  });

  it.each(Array.from({ length: 41 }, (_, hops) => hops))(
    'stop() %i microtask hops after the join resolved: nothing happens after the stop',
    async (hops) => {
      const { client, recorder, factory } = setup();
      const started = client.start('asst-1');
      await recorder.waitForProgress('daily-call-join');
      const transport = factory.made[0];
      if (!transport) throw new Error('no transport');
      transport.resolveJoin();
      let chain = Promise.resolve();
      for (let i = 0; i < hops; i++) chain = chain.then(() => undefined);
      await chain;
      const countAtStop = recorder.events.length;
      const succeeded = recorder.names().includes('call-start-success');
      const stopped = client.stop();
      const eventsFromStop = recorder.story().slice(countAtStop);
      await stopped;
      const result = await started;
      // Only the stop's own events, all emitted inside stop(): nothing comes later.
      expect(recorder.story().slice(countAtStop)).toEqual(eventsFromStop);
      expect(recorder.names()).not.toContain('error');
      expect(transport.log.at(-1)).toBe('destroy');
      if (succeeded) {
        // The start had finished: a normal end of call.
        expect(result).not.toBeNull();
        expect(eventsFromStop).toEqual(['call-end', 'message:status-update']);
      } else {
        // Stopped mid-start: the stage's failure (then the end events if the join had been taken in).
        expect(result).toBeNull();
        expect(eventsFromStop[0]).toMatch(/:failed$/);
        expect(eventsFromStop.slice(1)).toEqual(
          eventsFromStop.length > 1 ? ['call-end', 'message:status-update'] : [],
        );
        expect(recorder.names()).not.toContain('call-start-success');
      }
      expect(client.state).toBe('idle');
    },
  );
});
