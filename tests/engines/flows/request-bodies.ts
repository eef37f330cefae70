/**
 * A recorder of the JSON bodies the page's `fetch` sends to one endpoint (`/chat/web`,
 * `/call/web`): the flows check what the elements send without mocking anything.
 */
import type { EnginePage } from '../page.ts';

interface Recorder {
  __bodies: unknown[];
}

/** From now on, the page records the JSON body of every `fetch` to a URL containing `fragment`. */
export function recordRequestBodies(page: EnginePage, fragment: string): Promise<void> {
  return page.run((part: string) => {
    const bodies: unknown[] = [];
    (window as unknown as Recorder).__bodies = bodies;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes(part) && typeof init?.body === 'string') bodies.push(JSON.parse(init.body));
      return original(input, init);
    };
  }, fragment);
}

/** The bodies recorded so far, in order (`T`: their shape as the flow reads it). */
export async function requestBodies<T>(page: EnginePage): Promise<T[]> {
  return (await page.run(() => (window as unknown as Recorder).__bodies)) as T[];
}
