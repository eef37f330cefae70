/**
 * Benchmark of tools that answer (docs/voice-client.md "Tools"): prints
 * figures, asserts none.
 *
 * Tool call → page answer → assistant's next audio: over a WebSocket client
 * of the local platform, each cycle types name, phone and a need that names
 * a solution; the platform sends `show_solution`; the client answers with
 * `tool-call-result` at once, and the figure is the time from that answer to
 * the first audio frame of the line that follows it (goal ≤ 400 ms), median
 * and p95 over 15 answers. Every such line is synthesized fresh (it repeats
 * a different name and number each cycle). 'no' at the confirmation starts
 * the next cycle. The platform plays audio at 20× real time so the cycles
 * are short; the figure is synthesis and queueing, which pacing does not
 * change.
 *
 * Usage: `npm run bench:tools`.
 */
import { WebSocket } from 'ws';

import { startPlatform } from '../../server/index.ts';
import { stats } from '../lib/stats.ts';
import { assistantSpeech, createWebCall } from './web-call.ts';

const ANSWERS = 15;
const KEY = 'bench-key';

async function main(): Promise<void> {
  const platform = await startPlatform({ port: 0, publicKey: KEY, timing: { frameIntervalMs: 1 } });
  try {
    const call = await createWebCall(platform.url, KEY, 'es');
    const ws = new WebSocket(call.ws);
    let stopped: (() => void) | undefined;
    let tool: ((id: string) => void) | undefined;
    let answeredAt = 0;
    let waitingAudio = false;
    const samples: number[] = [];
    ws.on('message', (data, binary) => {
      if (binary) {
        if (waitingAudio) {
          waitingAudio = false;
          samples.push(performance.now() - answeredAt);
        }
        return;
      }
      const text = data.toString();
      if (assistantSpeech(text) === 'stopped') stopped?.();
      if (text.includes('"show_solution"'))
        tool?.((JSON.parse(text) as { toolCallList: { id: string }[] }).toolCallList[0]!.id);
    });
    await new Promise((ok) => ws.once('open', ok));
    const silence = Buffer.alloc(640);
    const keepAlive = setInterval(() => ws.send(silence), 20);
    const lineDone = (): Promise<void> => new Promise<void>((ok) => (stopped = ok));
    const say = async (content: string): Promise<void> => {
      const done = lineDone();
      ws.send(JSON.stringify({ type: 'add-message', message: { role: 'user', content } }));
      await done;
    };
    await lineDone(); // the first message
    for (let i = 0; i < ANSWERS; i++) {
      await say(`Me llamo Usuario${String.fromCharCode(65 + (i % 26))}`);
      await say(`6${String(10_000_000 + i * 7919).slice(0, 8)}`);
      const called = new Promise<string>((ok) => (tool = ok));
      const shown = lineDone();
      ws.send(
        JSON.stringify({
          type: 'add-message',
          message: { role: 'user', content: 'Quiero una centralita' },
        }),
      );
      const id = await called;
      await shown; // the 'let me show you' line
      const next = lineDone();
      answeredAt = performance.now();
      waitingAudio = true;
      ws.send(
        JSON.stringify({
          type: 'tool-call-result',
          toolCallId: id,
          result: '{"shown":"Integración con su centralita"}',
        }),
      );
      await next;
      await say('no');
    }
    clearInterval(keepAlive);
    ws.close();
    console.log(`tool answer → assistant's next audio frame (ms, goal ≤ 400): ${stats(samples)}`);
  } finally {
    await platform.close();
  }
}

await main();
