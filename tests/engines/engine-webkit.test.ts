/** The shared flows in WebKitGTK (suite.ts, docs/engines.md). */
import { defineEngineSuite } from './suite.ts';

defineEngineSuite('webkit');
