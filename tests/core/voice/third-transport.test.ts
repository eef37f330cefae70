/**
 * A third transport, registered without touching the client
 * (`docs/voice-client.md` "Transports"; `docs/voice-client.md` "Adding a
 * transport"): its descriptor, given in `VoiceClientOptions.transports`,
 * claims its web calls, makes the transport through its own factory (the
 * default dispatching factory, no `transportFactory` option), names the
 * start stages, says where to join, how the call is handed to another page
 * and resumed there, and how a tool result is sent.
 */
import { describe, expect, it } from 'vitest';

import type { WebCallResponse } from '../../../src/core/api/web-call.ts';
import { VoiceClientError } from '../../../src/core/voice/errors.ts';
import { readResumeState } from '../../../src/core/voice/resume.ts';
import type { RoomAccess, TransportFactory } from '../../../src/core/voice/transport.ts';
import type { TransportDescriptor } from '../../../src/core/voice/transport-descriptor.ts';
import { TransportRegistry, TRANSPORTS } from '../../../src/core/voice/transports.ts';
import { VoiceClient } from '../../../src/core/voice/voice-client.ts';
import { ScriptedTransport } from '../../support/scripted-transport.ts';
import { Recorder } from '../../support/voice-client.ts';
import { sendJson, useWebCallServer, webCallBody } from '../../support/web-call-server.ts';
import { WS_SUCCESS_STORY } from '../../support/ws-client.ts';

/** The test's transport: a scripted one that also keeps the rooms it joined. */
class PipeTransport extends ScriptedTransport {
  readonly rooms: RoomAccess[] = [];
  override join(room: RoomAccess): Promise<void> {
    this.rooms.push(room);
    return super.join(room);
  }
}

/** The whole of the new transport as the client sees it: one descriptor (in a real one, `src/core/voice/pipe/descriptor.ts`). */
function pipeDescriptor(): TransportDescriptor<'pipe'> & { readonly made: PipeTransport[] } {
  const made: PipeTransport[] = [];
  const factory: TransportFactory = {
    create: () => {
      const transport = new PipeTransport();
      made.push(transport);
      // Joins at once: the test is about the wiring, not the timing.
      transport.resolveJoin();
      return transport;
    },
  };
  return {
    made,
    kind: 'pipe',
    detect: (webCall) => webCall.transport?.provider === 'test.pipe',
    names: {
      kind: 'pipe',
      prepareStage: 'audio-capture-setup',
      joinStage: 'websocket-connection',
      callErrorType: 'websocket-error',
    },
    roomAccess: (webCall) => ({ url: `${webCall.webCallUrl}/pipe` }),
    resume: {
      save: (webCall) => ({
        url: webCall.webCallUrl,
        token: `resume-${webCall.id}`,
        graceSeconds: 30,
      }),
      accepts: (_url, protocol, token) => protocol === 'https:' && token.startsWith('resume-'),
      webCall: (state): WebCallResponse => ({
        id: state.callId,
        webCallUrl: state.url,
        transport: { provider: 'test.pipe' },
      }),
      roomAccess: (state) => ({ url: `${state.url}/pipe`, token: state.token }),
      confirmedBy: 'join',
    },
    toolResultMessage: (toolCallId, _name, answer) =>
      'result' in answer
        ? { type: 'tool-call-result', toolCallId, result: answer.result }
        : { type: 'tool-call-result', toolCallId, error: answer.error },
    createFactory: () => factory,
  };
}

const server = useWebCallServer((_req, res) =>
  sendJson(
    res,
    200,
    webCallBody({
      id: 'call-pipe',
      webCallUrl: 'https://pipe.test/call-pipe',
      transport: { provider: 'test.pipe' },
    }),
  ),
);

describe('a third transport registered through VoiceClientOptions.transports', () => {
  it('serves its web calls: its factory, its stage names, its room; tool results in its form; its resume state', async () => {
    const pipe = pipeDescriptor();
    const client = new VoiceClient('pk', {
      apiUrl: server.url,
      isMobile: () => false,
      transports: [pipe, ...TRANSPORTS],
    });
    const recorder = new Recorder(client);
    expect(await client.start('asst-1')).toMatchObject({ id: 'call-pipe' });
    expect(recorder.story()).toEqual(WS_SUCCESS_STORY); // the pipe names its stages as the WebSocket transport does
    const transport = pipe.made[0]!;
    expect(transport.rooms).toEqual([{ url: 'https://pipe.test/call-pipe/pipe' }]);
    expect(transport.log).toEqual([
      'prepare',
      'join',
      'startAudioLevelObserver 100',
      'enableNoiseCancellation',
    ]);

    expect(client.sendToolResult('tc-1', 'lookup', { result: '42' })).toBe(true);
    expect(JSON.parse(transport.log.at(-1)!.slice('send '.length))).toEqual({
      type: 'tool-call-result',
      toolCallId: 'tc-1',
      result: '42',
    });

    const state = client.getResumeState();
    expect(state).toMatchObject({
      callId: 'call-pipe',
      transport: 'pipe',
      url: 'https://pipe.test/call-pipe',
      token: 'resume-call-pipe',
    });

    // A fatal error is reported under its call error type, and ends the call.
    transport.events.emit('fatal-error', new VoiceClientError('room-error', 'the pipe broke'));
    expect(recorder.first('error')).toMatchObject({
      type: 'websocket-error',
      stage: 'call',
      error: { code: 'room-error' },
    });
    expect(recorder.names().slice(-2)).toEqual(['call-end', 'message']);
    await client.stop();
    expect(transport.destroyed).toBe(true);
    expect(client.state).toBe('idle');
  });

  it('a stored state of its kind is read back with its checks, and resume() joins where it says, confirmed at join', async () => {
    const pipe = pipeDescriptor();
    const registry = new TransportRegistry([pipe, ...TRANSPORTS]);
    const now = Date.now();
    const stored = {
      v: 1,
      callId: 'call-pipe',
      transport: 'pipe',
      url: 'https://pipe.test/call-pipe',
      token: 'resume-call-pipe',
      savedAtMs: now - 1000,
      deadlineMs: now + 29_000,
      muted: true,
    };
    // Unknown to the default registry; refused by the transport's own check when its token is not one of its own.
    expect(readResumeState(stored, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(readResumeState({ ...stored, token: 'other' }, now, registry)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const read = readResumeState(stored, now, registry);
    if (!read.ok) throw new Error('the state was refused');

    const client = new VoiceClient('pk', {
      apiUrl: server.url,
      isMobile: () => false,
      transports: registry.descriptors,
    });
    const recorder = new Recorder(client);
    const requestsBefore = server.requests.length;
    expect(await client.resume(read.state)).toMatchObject({ id: 'call-pipe' });
    expect(server.requests.length).toBe(requestsBefore); // no new web call
    const transport = pipe.made[0]!;
    expect(transport.rooms).toEqual([
      { url: 'https://pipe.test/call-pipe/pipe', token: 'resume-call-pipe' },
    ]);
    const names = recorder.story();
    expect(names.indexOf('call-reconnecting')).toBeLessThan(
      names.indexOf('websocket-connection:completed'),
    );
    expect(names.indexOf('call-reconnected')).toBeGreaterThan(
      names.indexOf('websocket-connection:completed'),
    );
    expect(client.isMuted()).toBe(true); // the stored mute state
    await client.stop();
  });

  it('the registry asks its entries in order: the new one claims only its own calls', () => {
    const registry = new TransportRegistry([pipeDescriptor(), ...TRANSPORTS]);
    const of = (body: Record<string, unknown>) =>
      registry.forWebCall(webCallBody(body) as unknown as WebCallResponse).kind;
    expect(of({ transport: { provider: 'test.pipe' } })).toBe('pipe');
    expect(of({})).toBe('daily');
    expect(of({ webCallUrl: '', transport: { websocketCallUrl: 'wss://h/ws' } })).toBe('websocket');
    expect(() => new TransportRegistry([pipeDescriptor(), pipeDescriptor()])).toThrowError(
      expect.objectContaining({ code: 'invalid-options' }),
    );
  });
});
