/** The shared flows in Firefox ESR (suite.ts, docs/engines.md). */
import { defineEngineSuite } from './suite.ts';

defineEngineSuite('firefox');
