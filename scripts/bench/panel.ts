/**
 * Benchmark of the live conversation panel (docs/elements/voice-call-button.md "The live conversation panel"; its figures are quoted in docs/benchmarks.md): prints
 * figures, asserts none.
 *
 * 1. Typed message → first assistant audio frame at a WebSocket client of the
 *    local platform, median and p95 over 20 turns (goal ≤ 400 ms). The turns
 *    cycle name → phone → need → 'no' (start again), with a different name and
 *    number each time, so every reply but 'start again' is synthesized fresh.
 *    Each reply is cut short by an interrupting `say` once its first frame is
 *    in, so the 20 turns take seconds, not the length of 20 whole replies.
 * 2. In Chromium on the demo page: for each assistant line of a typed call,
 *    the delay from its first audible output (the panel's own output level,
 *    polled every frame) to the line being in the DOM, in frames (goal ≤ 1),
 *    and from its `speech-update started` (the line is held until its audio).
 * 3. 1000 partial transcripts in 10 s fed to a live panel: renders, frames,
 *    dropped frames (an interval over 1.5 × the median frame).
 *
 * Usage: `npm run bench:panel` (after `npm run build`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { WebSocket } from 'ws';

import { startPlatform } from '../../server/index.ts';
import { sayMessage } from '../../src/core/protocol/client-messages.ts';
import { launchChromium, openTsxPage } from '../lib/browser.ts';
import { writeCallerWav } from '../lib/caller-wav.ts';
import { quantile, stats } from '../lib/stats.ts';
import { assistantSpeech, createWebCall } from './web-call.ts';

const TURNS = 20;

/** 1: typed → first audio frame over a raw WebSocket. */
async function typedLatency(baseUrl: string, key: string): Promise<number[]> {
  const call = await createWebCall(baseUrl, key, 'es');
  const ws = new WebSocket(call.ws);
  let sentAt = 0;
  let waitingAudio = false;
  const samples: number[] = [];
  let stopped: (() => void) | undefined;
  let firstFrame: (() => void) | undefined;
  let started: (() => void) | undefined;
  ws.on('message', (data, binary) => {
    if (binary) {
      if (waitingAudio) {
        waitingAudio = false;
        samples.push(performance.now() - sentAt);
        firstFrame?.();
      }
      return;
    }
    const speech = assistantSpeech(data.toString());
    if (speech === 'started') started?.();
    if (speech === 'stopped') stopped?.();
  });
  await new Promise((ok) => ws.once('open', ok));
  const silence = Buffer.alloc(640);
  const keepAlive = setInterval(() => ws.send(silence), 20);
  const lineDone = () => new Promise<void>((ok) => (stopped = ok));
  await lineDone(); // the first message
  const inputs = (i: number) => [
    `Me llamo Usuario${String.fromCharCode(65 + (i % 26))}`,
    `6${String(10_000_000 + i * 7919).slice(0, 8)}`,
    `Necesito ayuda para mi empresa número ${i}`,
    'no',
  ];
  // Once a reply's first frame is in, a `say` that interrupts the assistant
  // cuts the reply short (a one-word line instead of the rest of the
  // sentence), so the next turn starts in about a second, not after the
  // whole reply; the dialogue's position is unchanged by a `say`.
  const cut = JSON.stringify(sayMessage('Vale.', false, false, true));
  for (let i = 0; i < TURNS; i++) {
    const text = inputs(Math.floor(i / 4))[i % 4]!;
    const replied = new Promise<void>((ok) => (firstFrame = ok));
    waitingAudio = true;
    sentAt = performance.now();
    ws.send(
      JSON.stringify({
        type: 'add-message',
        message: { role: 'user', content: text },
        triggerResponseEnabled: true,
      }),
    );
    await replied;
    // The cut line's own start, then its end (the interrupted reply's end comes before it).
    const cutStarted = new Promise<void>((ok) => (started = ok));
    ws.send(cut);
    await cutStarted;
    started = undefined;
    await lineDone();
  }
  clearInterval(keepAlive);
  ws.close();
  return samples;
}

/** 2: first audible output → line in the DOM, per assistant line, in the browser. */
async function captionDelay(
  page: Page,
): Promise<{ fromAudioMs: number[]; fromUpdateMs: number[] }> {
  await page.evaluate(() => {
    const button = document
      .querySelector('voice-demo')!
      .shadowRoot!.querySelector('voice-call-button') as HTMLElement & {
      live?: { controls: { outputLevel(): number } };
    };
    // One entry per assistant `speech-update started`: when its audio first played and when its line appeared.
    const turns: { update: number; audio?: number; shown?: number }[] = [];
    (window as unknown as { __turns: typeof turns }).__turns = turns;
    let lines = button.shadowRoot!.querySelectorAll('[part~="live-line-assistant"]').length;
    const tick = (now: number) => {
      const turn = turns.at(-1);
      if (turn && turn.audio === undefined && (button.live?.controls.outputLevel() ?? 0) > 0.001)
        turn.audio = now;
      const count = button.shadowRoot!.querySelectorAll('[part~="live-line-assistant"]').length;
      if (count > lines && turn && turn.shown === undefined) turn.shown = now;
      lines = count;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    document.addEventListener('voice-message', (e) => {
      const m = (e as CustomEvent<{ type?: string; role?: string; status?: string }>).detail;
      if (m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started')
        turns.push({ update: performance.now() });
    });
  });
  const input = page.locator('voice-demo voice-call-button [part~="message-input"]');
  for (const answer of [
    'Me llamo Carlos',
    '612 345 678',
    'Atender mejor a mis clientes',
    'sí', // to the clarifying question (the need names no solution)
    'sí',
    'no',
  ]) {
    const before = await page
      .locator('voice-demo voice-call-button [part~="live-line-assistant"]')
      .count();
    await input.fill(answer);
    await input.press('Enter');
    await page.waitForFunction(
      (n) =>
        document
          .querySelector('voice-demo')!
          .shadowRoot!.querySelector('voice-call-button')!
          .shadowRoot!.querySelectorAll('[part~="live-line-assistant"]').length > n,
      before,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(300);
  }
  const turns = await page.evaluate(
    () =>
      (window as unknown as { __turns: { update: number; audio?: number; shown?: number }[] })
        .__turns,
  );
  const complete = turns.filter(
    (t): t is Required<typeof t> => t.audio !== undefined && t.shown !== undefined,
  );
  // Frames are sampled at frame rate: a line shown in the same frame as its first audio reads 0.
  return {
    fromAudioMs: complete.map((t) => t.shown - t.audio),
    fromUpdateMs: complete.map((t) => t.shown - t.update),
  };
}

/** 3: 1000 partials in 10 s through the panel's store. */
async function partialFlood(
  page: Page,
): Promise<{ renders: number; frames: number; dropped: number; medianFrameMs: number }> {
  const { renders, frames, gaps } = await page.evaluate(async () => {
    const button = document
      .querySelector('voice-demo')!
      .shadowRoot!.querySelector('voice-call-button')!;
    // Only the transcript: the meters and the timer change every frame by design.
    const transcript = button.shadowRoot!.querySelector('[part~="live-transcript"]')!;
    let renders = 0;
    const observer = new MutationObserver(() => renders++);
    observer.observe(transcript, { subtree: true, childList: true, characterData: true });
    const frames: number[] = [];
    let running = true;
    const tick = (now: number) => {
      frames.push(now);
      if (running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    // The controller's own emitter: the same path a platform message takes to the panel (private field, for this benchmark only).
    const emitter = (
      button.call as unknown as {
        emitter: { emit(event: string, name: string, detail: unknown): void };
      }
    ).emitter;
    for (let i = 0; i < 1000; i++) {
      emitter.emit('event', 'message', {
        type: 'transcript',
        role: 'user',
        transcriptType: 'partial',
        transcript: `parcial número ${i} `.repeat(3),
      });
      if (i % 10 === 9) await new Promise((r) => setTimeout(r, 100));
    }
    emitter.emit('event', 'message', {
      type: 'transcript',
      role: 'user',
      transcriptType: 'final',
      transcript: 'final',
    });
    await new Promise((r) => setTimeout(r, 200));
    running = false;
    observer.disconnect();
    return { renders, frames: frames.length, gaps: frames.slice(1).map((t, i) => t - frames[i]!) };
  });
  // A frame is dropped when its gap is over 1.5 medians (16.7 ms, 60 Hz, when no frame came).
  const median = gaps.length > 0 ? quantile(gaps, 0.5) : 16.7;
  return {
    renders,
    frames,
    dropped: gaps.filter((g) => g > median * 1.5).length,
    medianFrameMs: median,
  };
}

async function main(): Promise<void> {
  const platform = await startPlatform({
    port: 0,
    admission: { callsPerMinute: 1000, callsAlive: 1000 },
  }); // one browser address for every test
  await platform.ready;
  const dir = await mkdtemp(join(tmpdir(), 'bench-panel-'));
  try {
    const typed = await typedLatency(platform.url, platform.publicKey);
    console.log(`typed message → first assistant audio frame (ms, goal ≤ 400): ${stats(typed)}`);

    const wav = join(dir, 'silent.wav');
    await writeCallerWav(wav, [{ silenceS: 120 }]);
    const browser = await launchChromium({ autoplay: true, microphone: { wav } });
    try {
      const page = await openTsxPage(browser, platform.url);
      await page.locator('voice-demo voice-call-button button.call-button').click();
      await page
        .locator('voice-demo voice-call-button [part~="message-input"]:enabled')
        .waitFor({ timeout: 20_000 });
      const frame = await page.evaluate(
        () =>
          new Promise<number>((r) =>
            requestAnimationFrame((a) => requestAnimationFrame((b) => r(b - a))),
          ),
      );
      const caption = await captionDelay(page);
      console.log(
        `assistant line visible after its first audio (ms; one frame ≈ ${frame.toFixed(1)} ms, goal ≤ 1 frame; negative = before): ${stats(caption.fromAudioMs)}`,
      );
      console.log(
        `assistant line visible after its speech-update started (ms; the line waits for its audio): ${stats(caption.fromUpdateMs)}`,
      );
      const flood = await partialFlood(page);
      console.log(
        `1000 partial transcripts in 10 s: ${flood.renders} transcript updates in the DOM, ${flood.frames} frames (median ${flood.medianFrameMs.toFixed(1)} ms), ${flood.dropped} dropped (> 1.5× median)`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await platform.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
