/** The shared flows in Chromium (suite.ts, docs/engines.md). */
import { defineEngineSuite } from './suite.ts';

defineEngineSuite('chromium');
