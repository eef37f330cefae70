/**
 * Every engine runs the flows that matter (docs/engines.md): Chromium, Firefox ESR and WebKitGTK, each
 * in a test file of its own (`engine-<name>.test.ts`), the three side by side, each
 * through its thin driver (`driver.ts`), each running the same shared flows
 * (`flows/`): the demo page in es and he, with JavaScript on (hydrated) and off (the prerendered HTML,
 * and axe on it as parsed without JavaScript), `<voice-widget>` on the partner
 * page, its Markdown replies, its feedback and forgetting, the page's context (variables,
 * overrides, sendContext, sendMessage, tool progress) in a chat and a call, the embed configurator and its snippet on a strict partner page (a
 * changed chunk refused), the widget starting the conversation (teaser, chips, quick replies; axe), a live
 * call with the engine's fake microphone and its orb, push-to-talk, a denied microphone,
 * and, in Firefox, a call on a machine with no audio output device. Every
 * flow with the recorder in its pages also fails on any console error, uncaught error or CSP violation of
 * its pages, except the failures a flow provokes on purpose.
 *
 * Each engine's file has its own copy of the site and its own platform, so the
 * flows' checks of the platform (its sockets, its last call) see that engine's
 * calls only. Each engine prints its version, flows run and passed and the
 * time it took. Needs `npm run build` first.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RunningPlatform } from '../../server/index.ts';
import { launchChromium } from './chromium.ts';
import {
  type EngineDriver,
  type EngineName,
  type LaunchEngine,
  type LaunchOptions,
} from './driver.ts';
import { launchFirefox } from './firefox.ts';
import { assistantChatFlow } from './flows/assistant-chat.ts';
import { callFlow } from './flows/call.ts';
import { callContextFlow } from './flows/call-context.ts';
import { contextFlow } from './flows/context.ts';
import { demoFlow } from './flows/demo.ts';
import { embedFlow } from './flows/embed.ts';
import { CALL_ERROR_LOGS, deniedFlow, noOutputFlow } from './flows/errors.ts';
import { languagesFlow } from './flows/languages.ts';
import { markdownFlow } from './flows/markdown.ts';
import { noScriptAxeFlow, noScriptFlow } from './flows/no-script.ts';
import { privacyFlow } from './flows/privacy.ts';
import { pushToTalkFlow } from './flows/push-to-talk.ts';
import { SNIPPET_LOGS, snippetFlow } from './flows/snippet.ts';
import { startersFlow } from './flows/starters.ts';
import { widgetFlow } from './flows/widget.ts';
import { EnginePage } from './page.ts';
import {
  type EngineSite,
  type NoScriptCopies,
  prepareSite,
  startEnginePlatform,
  startNoScriptCopies,
} from './site.ts';
import { launchWebKit } from './webkit.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const LAUNCHERS: Readonly<Record<EngineName, LaunchEngine>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};

/** One shared flow: what it needs of the browser, and what it runs. */
interface Flow {
  readonly name: string;
  /** The browser it runs in; consecutive flows with the same launch share one browser. */
  readonly launch: Pick<LaunchOptions, 'microphone' | 'audioOutput' | 'scripting'>;
  /** Only these engines (default: all). */
  readonly engines?: readonly EngineName[];
  /** Console lines the flow provokes on purpose. */
  readonly allowed?: readonly RegExp[];
  /** False for a page without its scripts: no recorder in it, so no console or CSP problems to collect. */
  readonly recorder?: false;
  /** Runs it; may return a note on what differed in this engine. */
  run(page: EnginePage, engine: EngineName): Promise<string | void>;
}

let platform: RunningPlatform;
let copies: NoScriptCopies;
let site: EngineSite | undefined;
let scratch = '';

const FAKE = { microphone: 'fake' } as const;
const NO_SCRIPT = { microphone: 'fake', scripting: 'off' } as const;
const FLOWS: readonly Flow[] = [
  {
    name: 'demo page (es): playback, highlighted line, language toggle',
    launch: FAKE,
    run: (page) => demoFlow(page, 'es'),
  },
  {
    name: 'demo page (he): RTL, playback, highlighted line, language toggle',
    launch: FAKE,
    run: (page) => demoFlow(page, 'he'),
  },
  {
    name: 'demo pages (es, he) as parsed with JavaScript off: axe finds nothing',
    launch: FAKE,
    recorder: false,
    run: async (page) => {
      for (const lang of ['es', 'he'] as const) await noScriptAxeFlow(page, copies.url(lang));
    },
  },
  {
    name: '<voice-widget> on partner.html: launcher, focus trap, Escape, consent, streamed reply',
    launch: FAKE,
    run: (page) => widgetFlow(page),
  },
  {
    name: '<voice-widget> Markdown reply (he): a streamed list, the link-hosts allowlist, no raw marker',
    launch: FAKE,
    run: (page) => markdownFlow(page),
  },
  {
    name: '<voice-widget> on partner.html: feedback after a chat, forget this conversation, history="none"',
    launch: FAKE,
    run: (page) => privacyFlow(page),
  },
  {
    name: '<voice-widget> with the local assistant (he): a Markdown list of the solutions; no stall after show_solution with no handler',
    launch: FAKE,
    run: (page) => assistantChatFlow(page),
  },
  {
    name: '<voice-widget> languages: fr, ar (mirrored), lang="auto" (de first), texts override and a bad value, a switch to English in a chat',
    launch: FAKE,
    run: (page) => languagesFlow(page),
  },
  {
    name: '<voice-widget> page context (he): variables and overrides in every chat request, a templated first message, sendContext and sendMessage, a tool-status line running → done',
    launch: FAKE,
    run: (page) => contextFlow(page),
  },
  {
    name: 'embed configurator (he): pinned snippet, live preview, working widget',
    launch: FAKE,
    run: (page) => embedFlow(page),
  },
  {
    name: 'the snippet on a strict partner page of another origin: same widget, chat; a changed chunk is refused with the alert',
    launch: FAKE,
    allowed: SNIPPET_LOGS,
    run: (page) => snippetFlow(page, platform.url),
  },
  {
    name: 'the widget starts the conversation on a partner page (es, he): the teaser opens the sheet or closes, the chips, a quick reply answers the read-back; axe finds nothing',
    launch: FAKE,
    run: (page) => startersFlow(page, platform.url),
  },
  {
    name: "live call with the fake microphone: connected, heard, typed answer, hang-up, recap; the orb's data-state follows the call",
    launch: FAKE,
    run: async (page) => {
      const notes = await callFlow(page, platform);
      return `call: assistant level ${notes.heardLevel.toFixed(2)}, microphone heard by the platform: ${notes.micHeard ? 'yes' : 'no'}, the orb: ${notes.orb.join(' → ')}`;
    },
  },
  {
    name: 'page context in a live call: variable-values and assistantOverrides in POST /call/web, a templated first line shown and heard, sendContext and sendMessage',
    launch: FAKE,
    run: (page) => callContextFlow(page, platform),
  },
  {
    name: 'push-to-talk (talk-mode="push"): released hears nothing, a pointer hold and Space open the microphone; the speaker picker hidden where it cannot work',
    launch: FAKE,
    run: (page, engine) => pushToTalkFlow(page, engine),
  },
  // A browser of their own (the page's scripts off); the flows with one are last, so each starts once.
  {
    name: 'demo page (es) with JavaScript off: the prerendered HTML reads whole, links and mailto form',
    launch: NO_SCRIPT,
    recorder: false,
    run: (page) => noScriptFlow(page, 'es'),
  },
  {
    name: 'demo page (he) with JavaScript off: the prerendered HTML reads whole, RTL, links and mailto form',
    launch: NO_SCRIPT,
    recorder: false,
    run: (page) => noScriptFlow(page, 'he'),
  },
  {
    name: 'denied microphone: the guided error for this browser, in both elements',
    launch: { microphone: 'denied' },
    allowed: CALL_ERROR_LOGS,
    run: (page, engine) => deniedFlow(page, engine, platform),
  },
  {
    name: 'no audio output device: the real cause, the platform call ended, Retry calls afresh',
    launch: { microphone: 'fake', audioOutput: 'none' },
    engines: ['firefox'],
    allowed: CALL_ERROR_LOGS,
    run: (page) => noOutputFlow(page, platform),
  },
];

/** What one engine's run prints. */
interface EngineResult {
  engine: EngineName;
  version: string;
  run: number;
  passed: number;
  seconds: number;
  notes: string[];
}

/**
 * Registers the engine suite for `engine` in the calling test file: a copy of
 * the site and a platform of its own (started in `beforeAll`), then every flow
 * of {@link FLOWS} that runs in that engine, one browser at a time.
 */
export function defineEngineSuite(engine: EngineName): void {
  beforeAll(async () => {
    if (!existsSync(resolve(ROOT, 'dist/voice-widgets.js')))
      throw new Error('dist/ is missing: run `npm run build` before the engine suite.');
    site = await prepareSite();
    scratch = await mkdtemp(join(tmpdir(), 'engines-'));
    platform = await startEnginePlatform(site);
    copies = await startNoScriptCopies(platform.url);
  }, 120_000);

  afterAll(async () => {
    await copies?.close();
    await platform?.close();
    await Promise.all(
      [site?.root, scratch]
        .filter((d): d is string => !!d)
        .map((dir) => rm(dir, { recursive: true, force: true })),
    );
  });

  describe(engine, () => {
    const result: EngineResult = {
      engine,
      version: 'not started',
      run: 0,
      passed: 0,
      seconds: 0,
      notes: [],
    };
    let current: { key: string; driver: EngineDriver; page: EnginePage } | undefined;
    let startedAt = 0;

    const closeCurrent = async (): Promise<void> => {
      const open = current;
      current = undefined;
      await open?.driver.close();
    };

    /** The browser for `flow`: the running one when its launch matches, else a new one (one browser at a time). */
    const pageFor = async (flow: Flow): Promise<EnginePage> => {
      const key = JSON.stringify(flow.launch);
      if (current?.key === key) return current.page;
      await closeCurrent();
      const dir = await mkdtemp(join(scratch, `${engine}-`));
      const driver = await LAUNCHERS[engine]({ ...flow.launch, dir, baseUrl: platform.url });
      result.version = driver.version;
      current = { key, driver, page: new EnginePage(driver, platform.url) };
      return current.page;
    };

    beforeAll(() => {
      startedAt = performance.now();
    });

    afterAll(async () => {
      await closeCurrent();
      result.seconds = (performance.now() - startedAt) / 1000;
      console.log(
        `[engines] ${engine}: ${result.version} · ${result.passed}/${result.run} flows passed · ${result.seconds.toFixed(1)} s`,
      );
      for (const note of result.notes) console.log(`[engines] ${engine}: ${note}`);
    }, 60_000);

    for (const flow of FLOWS.filter((f) => !f.engines || f.engines.includes(engine))) {
      it(flow.name, async () => {
        result.run++;
        const page = await pageFor(flow);
        try {
          const note = await flow.run(page, engine);
          if (note) result.notes.push(note);
          if (flow.recorder !== false)
            expect(
              await page.problems(flow.allowed),
              'console errors, uncaught errors or CSP violations',
            ).toEqual([]);
        } catch (error) {
          await keepScreenshot(current?.driver, `${engine}-${result.run}`);
          // A browser left in an unknown state is not reused by the next flow.
          await closeCurrent().catch(() => undefined);
          throw error;
        }
        result.passed++;
      });
    }
  });
}

/** On a failure: a screenshot of the page, kept in the system's temporary directory (its path is printed). */
async function keepScreenshot(driver: EngineDriver | undefined, name: string): Promise<void> {
  if (!driver?.screenshot) return;
  const dir = join(tmpdir(), 'engines-failures');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  try {
    await driver.screenshot(path);
    console.log(`[engines] screenshot of the failure: ${path}`);
  } catch {
    // the browser is gone
  }
}
