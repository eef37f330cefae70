/**
 * Moving `<voice-demo>` in the DOM remounts its React tree (r2wc), but the
 * element owns its audio and live-call button, so playback goes on and the
 * same nodes come back in place (keep media and call state out of
 * React's lifetime). A real removal still pauses the audio.
 *
 * In Chromium the audio would survive a move even unparked (its pause-on-removal
 * task runs after React's re-render); the parking matters for the live call,
 * which `live-call.test.ts` ("moving <voice-demo> during a live call") and the
 * unit tests check. This test guards the audio side: same element, still playing.
 */
import { describe, expect, it } from 'vitest';

import type { VoiceDemoElement as VoiceDemoImpl } from '../../src/voice-demo/voice-demo.ts';
import { useHarness } from '../support/harness.ts';

const h = useHarness();

describe('moving <voice-demo>', () => {
  it('keeps the demo audio playing and the same audio and button elements; removal pauses it', async () => {
    const tab = await h.open();
    await tab.page.waitForFunction(
      () =>
        document.querySelector('voice-demo')!.shadowRoot!.querySelector('audio')!.readyState >= 1,
    );
    await tab.page.evaluate(async () => {
      const demo = document.querySelector('voice-demo') as unknown as VoiceDemoImpl;
      const a = demo.shadowRoot!.querySelector('audio')!;
      a.currentTime = 10;
      await a.play();
      demo.playback.closeFullscreen();
    });
    await tab.page.waitForTimeout(300);
    const result = await tab.page.evaluate(async () => {
      const demo = document.querySelector('voice-demo') as unknown as VoiceDemoImpl;
      const audio = demo.audio;
      const button = demo.callButton;
      // How the prerendered roots are styled: their own <style>s (docs/prerendering.md), and the look they give.
      const look = () => {
        const card = getComputedStyle(demo.shadowRoot!.querySelector('.player-card')!);
        const call = getComputedStyle(button.shadowRoot!.querySelector('button')!);
        return {
          card: [card.borderRadius, card.backgroundColor, card.paddingTop],
          call: [call.borderRadius, call.backgroundColor],
        };
      };
      // Adopted sheets other than the pre-call check's, which its lazy chunk adopts where it renders.
      const styling = (el: Element) => ({
        styleElements: el.shadowRoot!.querySelectorAll('style').length,
        sheets: el.shadowRoot!.adoptedStyleSheets.filter(
          (sheet) => ![...sheet.cssRules].some((rule) => rule.cssText.startsWith('.precheck')),
        ).length,
      });
      const stylesBefore = { demo: styling(demo), button: styling(button), look: look() };
      const holder = document.createElement('section');
      document.body.append(holder);
      holder.append(demo); // synchronous move: disconnect + connect
      const before = audio.currentTime;
      await new Promise((r) => setTimeout(r, 600));
      return {
        sameAudioInCard: demo.shadowRoot!.querySelector('.player-card audio') === audio,
        sameButtonInCard:
          demo.shadowRoot!.querySelector('.assistant-card voice-call-button') === button,
        paused: audio.paused,
        advanced: audio.currentTime - before,
        stylesBefore,
        // Rendered afresh: the renderer writes the prerendered <style>s again, so they still style it, the same.
        stylesAfter: { demo: styling(demo), button: styling(button), look: look() },
      };
    });
    expect(result).toMatchObject({ sameAudioInCard: true, sameButtonInCard: true, paused: false });
    expect(result.stylesBefore.demo).toEqual({ styleElements: 3, sheets: 0 });
    expect(result.stylesBefore.button.sheets).toBe(0);
    expect(result.stylesBefore.button.styleElements).toBeGreaterThan(0);
    expect(result.stylesAfter.demo).toEqual(result.stylesBefore.demo);
    expect(result.stylesAfter.button).toEqual(result.stylesBefore.button);
    expect(result.stylesAfter.look).toEqual(result.stylesBefore.look);
    expect(result.advanced).toBeGreaterThan(0.3);

    const removed = await tab.page.evaluate(async () => {
      const demo = document.querySelector('voice-demo') as unknown as VoiceDemoImpl;
      demo.remove();
      await new Promise((r) => setTimeout(r, 200));
      return demo.audio.paused;
    });
    expect(removed).toBe(true);
  });
});
