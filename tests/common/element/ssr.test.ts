// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('server-side import (Node with @lit-labs/ssr-dom-shim)', () => {
  it('imports the entry without throwing and registers both tags in the shim registry', async () => {
    const shim = await import('@lit-labs/ssr-dom-shim');
    const g = globalThis as Record<string, unknown>;
    expect(g['document']).toBeUndefined(); // a real Node environment, no DOM
    g['HTMLElement'] = shim.HTMLElement;
    g['customElements'] = shim.customElements;
    g['CustomEvent'] ??= shim.CustomEvent;
    try {
      const mod = await import('../../../src/index.ts');
      expect(typeof mod.VoiceDemoElement).toBe('function');
      expect(shim.customElements.get('voice-demo')).toBe(mod.VoiceDemoElement);
      expect(shim.customElements.get('demo-transcript')).toBe(mod.DemoTranscriptElement);
    } finally {
      delete g['HTMLElement'];
      delete g['customElements'];
    }
  });
});
