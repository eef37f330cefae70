/**
 * The page's live calls (`src/common/call/page-calls.ts`, one set per page) outlive a test file
 * when files share a page, as they do without isolation: a call a test left live would be ended
 * ("superseded") by the next file's first press.
 */
import { CallController } from '../../src/common/call/controller.ts';
import { pageCalls } from '../../src/common/call/page-calls.ts';

/** Stops every call still live on the page; a controller leaves the set once idle. */
export async function endPageCalls(): Promise<void> {
  await Promise.all(
    [...pageCalls()].map((call) =>
      call instanceof CallController ? call.stop() : call.supersede(),
    ),
  );
}
