/**
 * React's `act()` environment flag (`IS_REACT_ACT_ENVIRONMENT`) is a global of the page, and test
 * files share the page when they run without isolation: each file says what it needs, and gives
 * the page its previous value back after its tests.
 */
import { afterAll, beforeAll } from 'vitest';

const page = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Sets the flag to `on` for the tests of the calling file or `describe` block (true: state updates
 * flush inside `act()`; false: the tests drive React with real tasks, not `act()`), and restores
 * it after them.
 */
export function useActEnvironment(on = true): void {
  let before: boolean | undefined;
  beforeAll(() => {
    before = page.IS_REACT_ACT_ENVIRONMENT;
    page.IS_REACT_ACT_ENVIRONMENT = on;
  });
  afterAll(() => {
    if (before === undefined) delete page.IS_REACT_ACT_ENVIRONMENT;
    else page.IS_REACT_ACT_ENVIRONMENT = before;
  });
}
