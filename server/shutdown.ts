/**
 * How a platform stops (docs/durable-state.md "Restart"): a close ends every call, a restart suspends
 * them and writes what it holds, and a start that failed at `listen` puts back what it had started.
 */
import type { Server } from 'node:http';

import type { Services } from './platform-types.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * How `RunningPlatform.close` and `RunningPlatform.suspend` stop: the server stops
 * listening, `settle` does what differs (the calls end, or are suspended and written), then every
 * socket left is cut, every piece stopped and the store closed. An owned synthesizer is closed last,
 * awaited at most `synthesizerWaitMs` when given.
 */
export async function teardown(
  services: Services,
  server: Server,
  settle: () => Promise<void>,
  synthesizerWaitMs?: number,
): Promise<void> {
  const stopped = new Promise<void>((ok) => server.close(() => ok()));
  await settle();
  services.sessions.terminateAll();
  server.closeAllConnections();
  services.clock.clear();
  clearInterval(services.sweep);
  services.chats.close();
  services.registry.close();
  services.wss.close();
  services.store.close();
  await stopped;
  if (services.hearing.owned) await services.hearing.pool?.close();
  if (!services.ownsSynthesizer) return;
  const closed = services.synthesizer.close();
  await (synthesizerWaitMs === undefined
    ? closed
    : Promise.race([closed, sleep(synthesizerWaitMs)]));
}

/** A restart's settling (`RunningPlatform.suspend`): sockets closed 1012, every call, chat and message written. */
export async function suspendCalls(services: Services, server: Server): Promise<void> {
  server.closeIdleConnections();
  services.shutdown.abort();
  services.sessions.suspend();
  services.registry.saveDirty();
  services.outbox.close();
  services.store.flush();
  // Give the close frames a moment to go out, then cut what is left.
  await sleep(150);
}

/** A close's settling (`RunningPlatform.close`): every call ends `server-shutdown`. */
export async function endCalls(services: Services): Promise<void> {
  const { registry, sessions } = services;
  // First, so that nothing is posted for calls ended by the shutdown and every server request in flight stops.
  services.shutdown.abort();
  services.outbox.close();
  for (const call of registry.liveCalls()) registry.end(call, 'server-shutdown');
  sessions.endAll();
  // Give clients a moment to answer the close frames, then cut the rest.
  const deadline = Date.now() + 500;
  while (sessions.size > 0 && Date.now() < deadline) await sleep(20);
}

/** The start failed at `listen`: the restored calls are suspended as for a restart (kept in the store), every piece stopped. */
export async function abandon(services: Services): Promise<void> {
  services.sessions.suspend();
  services.outbox.close();
  services.registry.close();
  clearInterval(services.sweep);
  services.store.close();
  if (services.hearing.owned) await services.hearing.pool?.close();
  if (services.ownsSynthesizer) await services.synthesizer.close();
}
