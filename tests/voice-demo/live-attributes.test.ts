/**
 * `<voice-demo>`'s boolean attributes are live: `require-consent` and `feedback` set or removed
 * after the element has rendered (a page or framework that sets them after hydration) reach the
 * assistant card's `<voice-call-button>`, bare (`feedback`) or valued (`feedback="true"`), and
 * `"false"` reads as off.
 */
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { useActEnvironment } from '../support/act-environment.ts';
import { mountHtml } from '../support/mount.ts';

useActEnvironment();

beforeAll(async () => {
  await import('../../src/index.ts');
});
afterEach(async () => {
  await act(async () => document.body.replaceChildren());
});

type Demo = HTMLElement & { readonly callButton: HTMLElement };

const set = (el: Element, name: string, value: string | null) =>
  act(async () => {
    if (value === null) el.removeAttribute(name);
    else el.setAttribute(name, value);
  });

describe('<voice-demo> attributes changed after rendering', () => {
  it.each(['require-consent', 'feedback'])(
    '%s: added bare, removed, valued and "false" all reach the call button',
    async (name) => {
      const demo = await mountHtml<Demo>('<voice-demo lang="es"></voice-demo>');
      const button = demo.callButton;
      // Rendered: the card holds the button, without the attribute.
      expect(button.isConnected).toBe(true);
      expect(button.hasAttribute(name)).toBe(false);
      await set(demo, name, '');
      expect(button.getAttribute(name)).toBe(name);
      await set(demo, name, null);
      expect(button.hasAttribute(name)).toBe(false);
      await set(demo, name, 'true');
      expect(button.getAttribute(name)).toBe(name);
      await set(demo, name, 'false');
      expect(button.hasAttribute(name)).toBe(false);
    },
  );

  it('both are observed attributes', () => {
    const observed = (
      customElements.get('voice-demo') as unknown as {
        observedAttributes: readonly string[];
      }
    ).observedAttributes;
    expect(observed).toEqual(expect.arrayContaining(['require-consent', 'feedback']));
  });
});
