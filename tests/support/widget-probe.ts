/**
 * Stands in for the widget bundle's use of the backend: it imports only
 * `createWebCall` (docs/behaviour.md §4 "Web call start", step 3), exactly as the voice
 * client will. The bundle test builds it to show what that costs.
 */
export { createWebCall } from '../../src/core/api/web-call.ts';
