/**
 * The renderer's hydration of a prerendered root (src/common/element/react-renderer.ts):
 * it starts in a task after the upgrade, calls the loader's hook around that start, and an
 * unmount before it cancels it. The loader and the renderer agree on the hook's symbol.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { HYDRATING, HYDRATION_HOOK } from '../../../src/common/element/hydration-hook.ts';
import { adoptPrerenderedRoot, reactRenderer } from '../../../src/common/element/react-renderer.ts';
import {
  HYDRATING as LOADER_HYDRATING,
  HYDRATION_HOOK as LOADER_HOOK,
} from '../../../src/hydrate/hook-key.ts';
import { useActEnvironment } from '../../support/act-environment.ts';

// React runs here in real tasks, as on a page, never inside act(): no act() warnings (one test
// asserts React logs no error), whatever flag an earlier file left.
useActEnvironment(false);

function Label({ text }: { readonly text: string }) {
  return createElement('button', { type: 'button' }, text);
}

/** A host whose shadow root holds the server's markup for `<Label text>`, adopted as the elements adopt it. */
function prerenderedHost(text: string): { host: HTMLElement; root: ShadowRoot } {
  const host = document.createElement('hook-test');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  // As the prerenderer writes it: the styles, then React's markup.
  root.innerHTML = `<style>${CSS}</style>${renderToString(createElement(Label, { text }))}`;
  expect(adoptPrerenderedRoot(host)).toBe(root);
  return { host, root };
}

const CSS = 'button{color:red}';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
  performance.clearMarks();
});

describe('hydration hook', () => {
  it('is one symbol for the loader and the renderer', () => {
    expect(LOADER_HOOK).toBe(HYDRATION_HOOK);
  });

  it('is one "not hydrated yet" flag for both, set from mount until the hydration starts, cleared before the replay', async () => {
    expect(LOADER_HYDRATING).toBe(HYDRATING);
    const { host, root } = prerenderedHost('Llamar');
    const flagged = () => (host as unknown as Record<symbol, unknown>)[HYDRATING];
    const seen: unknown[] = [];
    (host as unknown as Record<symbol, unknown>)[HYDRATION_HOOK] = {
      before: () => seen.push(flagged()),
      after: () => seen.push(flagged()),
    };
    expect(flagged()).toBeUndefined();
    const mounted = reactRenderer.mount(root, Label as never, { text: 'Llamar' });
    // Defined, not hydrated: the loader must still catch a press here.
    expect(flagged()).toBe(true);
    await nextTask();
    // Cleared before the hook runs: its replayed click reaches React, not the loader.
    expect(seen).toEqual([undefined, undefined]);
    expect(HYDRATING in host).toBe(false);
    await expect
      .poll(() => performance.getEntriesByName('voice-widgets:hydrated:hook-test').length)
      .toBeGreaterThan(0);
    reactRenderer.unmount(mounted);
  });

  it('starts a prerendered root in a later task, with the hook called just before and just after', async () => {
    const { host, root } = prerenderedHost('Llamar');
    const button = root.querySelector('button')!;
    const seen: string[] = [];
    let rootAtAfter: unknown = 'unset';
    // What a loader does for a press before hydration: change the markup, and undo it in `before`.
    button.textContent = 'Conectando...';
    (host as unknown as Record<symbol, unknown>)[HYDRATION_HOOK] = {
      before: () => {
        seen.push(`before:${button.textContent}`);
        button.textContent = 'Llamar';
      },
      after: () => {
        seen.push('after');
        rootAtAfter = mounted.root;
      },
    };
    const mounted = reactRenderer.mount(root, Label as never, { text: 'Llamar' });
    // The upgrade's task: no React root yet, the hook not called.
    expect(mounted.root).toBeUndefined();
    expect(seen).toEqual([]);
    await nextTask();
    expect(seen).toEqual(['before:Conectando...', 'after']);
    expect(rootAtAfter).toBe(mounted.root);
    expect(rootAtAfter).toBeDefined();
    // The hook is used once, and the hydration keeps the server's node.
    expect(HYDRATION_HOOK in host).toBe(false);
    await expect
      .poll(() => performance.getEntriesByName('voice-widgets:hydrated:hook-test').length)
      .toBeGreaterThan(0);
    expect(root.querySelector('button')).toBe(button);
    // The prerendered style stays, ahead of React's node.
    expect([...root.children].map((n) => n.localName)).toEqual(['style', 'button']);
    reactRenderer.unmount(mounted);
  });

  it('adopts the prerendered <style>s with the markup, and writes them again in a fresh render after a move', async () => {
    const { root } = prerenderedHost('Llamar');
    const style = root.querySelector('style')!;
    const errors: unknown[][] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const first = reactRenderer.mount(root, Label as never, { text: 'Llamar' });
      await expect
        .poll(() => performance.getEntriesByName('voice-widgets:hydrated:hook-test').length)
        .toBeGreaterThan(0);
      // Hydrated, not rendered again: the same <style> node, and React reported no mismatch.
      expect(root.querySelector('style')).toBe(style);
      expect(errors).toEqual([]);
      // A move: r2wc unmounts, then mounts again on the same root, which renders afresh.
      reactRenderer.unmount(first);
      expect(root.children.length).toBe(0);
      const second = reactRenderer.mount(root, Label as never, { text: 'Colgar' });
      await expect.poll(() => root.querySelector('button')?.textContent).toBe('Colgar');
      expect([...root.children].map((n) => `${n.localName}:${n.textContent}`)).toEqual([
        `style:${CSS}`,
        'button:Colgar',
      ]);
      reactRenderer.unmount(second);
    } finally {
      console.error = error;
    }
  });

  it('holds updates until the hydration commits, then renders the latest props', async () => {
    const { root } = prerenderedHost('Llamar');
    const button = root.querySelector('button')!;
    const mounted = reactRenderer.mount(root, Label as never, { text: 'Llamar' });
    reactRenderer.update(mounted, { text: 'Colgar' });
    expect(button.textContent).toBe('Llamar');
    await expect.poll(() => root.querySelector('button')?.textContent).toBe('Colgar');
    expect(root.querySelector('button')).toBe(button);
    reactRenderer.unmount(mounted);
  });

  it('an unmount before the start cancels it: no root, no hook call', async () => {
    const { host, root } = prerenderedHost('Llamar');
    let called = false;
    (host as unknown as Record<symbol, unknown>)[HYDRATION_HOOK] = {
      before: () => (called = true),
      after: () => (called = true),
    };
    const mounted = reactRenderer.mount(root, Label as never, { text: 'Llamar' });
    reactRenderer.unmount(mounted);
    // Nothing will hydrate this root: the loader must not hold presses for it.
    expect(HYDRATING in host).toBe(false);
    await nextTask();
    await nextTask();
    expect(mounted.root).toBeUndefined();
    expect(called).toBe(false);
    expect(root.querySelector('button')?.textContent).toBe('Llamar');
  });
});
