/**
 * The route table: every method and path of docs/behaviour.md §7's backend table, none missing
 * and none invented. "CRUD on /x" means `POST /x`, `GET /x`, `GET`/`PATCH`/`DELETE /x/{id}`;
 * "Other" goes to third-party services, so it is not here. Bearer auth everywhere except
 * `POST /credential/webhook` (docs/behaviour.md §6).
 */
import type { AuthMode, BodyType, HttpMethod } from './types.ts';

/** One route of docs/behaviour.md §7's backend table. */
export interface RouteDef {
  /** Dotted method path on the client, e.g. `'testSuite.runs.get'`. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path template under the base URL, with `{param}` placeholders. */
  readonly path: string;
  readonly auth: AuthMode;
  readonly body: BodyType;
}

/** All 135 routes. Literal types are kept (`as const`), so the client is typed from this table. */
export const routes = [
  // Call
  { name: 'call.create', method: 'POST', path: '/call', auth: 'bearer', body: 'json' },
  { name: 'call.list', method: 'GET', path: '/call', auth: 'bearer', body: 'none' },
  { name: 'call.get', method: 'GET', path: '/call/{id}', auth: 'bearer', body: 'none' },
  { name: 'call.update', method: 'PATCH', path: '/call/{id}', auth: 'bearer', body: 'json' },
  { name: 'call.delete', method: 'DELETE', path: '/call/{id}', auth: 'bearer', body: 'none' },
  { name: 'call.createPhone', method: 'POST', path: '/call/phone', auth: 'bearer', body: 'json' },
  { name: 'call.createWeb', method: 'POST', path: '/call/web', auth: 'bearer', body: 'json' },

  // Call v2 (paginated queries)
  { name: 'callV2.export', method: 'GET', path: '/v2/call/export', auth: 'bearer', body: 'none' },
  { name: 'callV2.list', method: 'GET', path: '/v2/call', auth: 'bearer', body: 'none' },
  {
    name: 'callV2.metadata',
    method: 'GET',
    path: '/v2/call/metadata',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'callV2.listAssistants',
    method: 'GET',
    path: '/v2/assistant',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'callV2.listPhoneNumbers',
    method: 'GET',
    path: '/v2/phone-number',
    auth: 'bearer',
    body: 'none',
  },

  // Chat
  { name: 'chat.list', method: 'GET', path: '/chat', auth: 'bearer', body: 'none' },
  { name: 'chat.create', method: 'POST', path: '/chat', auth: 'bearer', body: 'json' },
  { name: 'chat.get', method: 'GET', path: '/chat/{id}', auth: 'bearer', body: 'none' },
  { name: 'chat.delete', method: 'DELETE', path: '/chat/{id}', auth: 'bearer', body: 'none' },
  {
    name: 'chat.createResponse',
    method: 'POST',
    path: '/chat/responses',
    auth: 'bearer',
    body: 'json',
  },
  { name: 'chat.createWeb', method: 'POST', path: '/chat/web', auth: 'bearer', body: 'json' },
  {
    name: 'chat.createWebResponse',
    method: 'POST',
    path: '/chat/web/responses',
    auth: 'bearer',
    body: 'json',
  },

  // Campaign
  { name: 'campaign.create', method: 'POST', path: '/campaign', auth: 'bearer', body: 'json' },
  { name: 'campaign.list', method: 'GET', path: '/campaign', auth: 'bearer', body: 'none' },
  {
    name: 'campaign.listPaginated',
    method: 'GET',
    path: '/campaign/paginated',
    auth: 'bearer',
    body: 'none',
  },
  { name: 'campaign.get', method: 'GET', path: '/campaign/{id}', auth: 'bearer', body: 'none' },
  {
    name: 'campaign.update',
    method: 'PATCH',
    path: '/campaign/{id}',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'campaign.delete',
    method: 'DELETE',
    path: '/campaign/{id}',
    auth: 'bearer',
    body: 'none',
  },

  // Session
  { name: 'session.create', method: 'POST', path: '/session', auth: 'bearer', body: 'json' },
  { name: 'session.list', method: 'GET', path: '/session', auth: 'bearer', body: 'none' },
  { name: 'session.get', method: 'GET', path: '/session/{id}', auth: 'bearer', body: 'none' },
  { name: 'session.update', method: 'PATCH', path: '/session/{id}', auth: 'bearer', body: 'json' },
  { name: 'session.delete', method: 'DELETE', path: '/session/{id}', auth: 'bearer', body: 'none' },

  // Support
  {
    name: 'support.createTicket',
    method: 'POST',
    path: '/support/ticket',
    auth: 'bearer',
    body: 'json',
  },

  // Assistant (with versions)
  { name: 'assistant.create', method: 'POST', path: '/assistant', auth: 'bearer', body: 'json' },
  { name: 'assistant.list', method: 'GET', path: '/assistant', auth: 'bearer', body: 'none' },
  { name: 'assistant.get', method: 'GET', path: '/assistant/{id}', auth: 'bearer', body: 'none' },
  {
    name: 'assistant.update',
    method: 'PATCH',
    path: '/assistant/{id}',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'assistant.replace',
    method: 'PUT',
    path: '/assistant/{id}',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'assistant.delete',
    method: 'DELETE',
    path: '/assistant/{id}',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'assistant.listVersions',
    method: 'GET',
    path: '/assistant/{id}/version',
    auth: 'bearer',
    body: 'none',
  },

  // Phone number (with the Twilio and Vonage imports)
  {
    name: 'phoneNumber.importTwilio',
    method: 'POST',
    path: '/phone-number/import/twilio',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'phoneNumber.importVonage',
    method: 'POST',
    path: '/phone-number/import/vonage',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'phoneNumber.create',
    method: 'POST',
    path: '/phone-number',
    auth: 'bearer',
    body: 'json',
  },
  { name: 'phoneNumber.list', method: 'GET', path: '/phone-number', auth: 'bearer', body: 'none' },
  {
    name: 'phoneNumber.get',
    method: 'GET',
    path: '/phone-number/{id}',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'phoneNumber.update',
    method: 'PATCH',
    path: '/phone-number/{id}',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'phoneNumber.delete',
    method: 'DELETE',
    path: '/phone-number/{id}',
    auth: 'bearer',
    body: 'none',
  },

  // Tool
  { name: 'tool.create', method: 'POST', path: '/tool', auth: 'bearer', body: 'json' },
  { name: 'tool.list', method: 'GET', path: '/tool', auth: 'bearer', body: 'none' },
  { name: 'tool.get', method: 'GET', path: '/tool/{id}', auth: 'bearer', body: 'none' },
  { name: 'tool.update', method: 'PATCH', path: '/tool/{id}', auth: 'bearer', body: 'json' },
  { name: 'tool.delete', method: 'DELETE', path: '/tool/{id}', auth: 'bearer', body: 'none' },

  // Knowledge base
  {
    name: 'knowledgeBase.create',
    method: 'POST',
    path: '/knowledge-base',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'knowledgeBase.list',
    method: 'GET',
    path: '/knowledge-base',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'knowledgeBase.get',
    method: 'GET',
    path: '/knowledge-base/{id}',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'knowledgeBase.update',
    method: 'PATCH',
    path: '/knowledge-base/{id}',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'knowledgeBase.delete',
    method: 'DELETE',
    path: '/knowledge-base/{id}',
    auth: 'bearer',
    body: 'none',
  },

  // Squad
  { name: 'squad.create', method: 'POST', path: '/squad', auth: 'bearer', body: 'json' },
  { name: 'squad.list', method: 'GET', path: '/squad', auth: 'bearer', body: 'none' },
  { name: 'squad.get', method: 'GET', path: '/squad/{id}', auth: 'bearer', body: 'none' },
  { name: 'squad.update', method: 'PATCH', path: '/squad/{id}', auth: 'bearer', body: 'json' },
  { name: 'squad.delete', method: 'DELETE', path: '/squad/{id}', auth: 'bearer', body: 'none' },

  // File (uploads are multipart)
  { name: 'file.upload', method: 'POST', path: '/file/upload', auth: 'bearer', body: 'multipart' },
  { name: 'file.create', method: 'POST', path: '/file', auth: 'bearer', body: 'multipart' },
  { name: 'file.list', method: 'GET', path: '/file', auth: 'bearer', body: 'none' },
  { name: 'file.get', method: 'GET', path: '/file/{id}', auth: 'bearer', body: 'none' },
  { name: 'file.update', method: 'PATCH', path: '/file/{id}', auth: 'bearer', body: 'json' },
  { name: 'file.delete', method: 'DELETE', path: '/file/{id}', auth: 'bearer', body: 'none' },

  // Workflow (with generate)
  { name: 'workflow.list', method: 'GET', path: '/workflow', auth: 'bearer', body: 'none' },
  { name: 'workflow.create', method: 'POST', path: '/workflow', auth: 'bearer', body: 'json' },
  { name: 'workflow.get', method: 'GET', path: '/workflow/{id}', auth: 'bearer', body: 'none' },
  {
    name: 'workflow.update',
    method: 'PATCH',
    path: '/workflow/{id}',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'workflow.delete',
    method: 'DELETE',
    path: '/workflow/{id}',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'workflow.generate',
    method: 'POST',
    path: '/workflow/generate',
    auth: 'bearer',
    body: 'json',
  },

  // Test suite, with its tests and runs
  { name: 'testSuite.list', method: 'GET', path: '/test-suite', auth: 'bearer', body: 'none' },
  { name: 'testSuite.create', method: 'POST', path: '/test-suite', auth: 'bearer', body: 'json' },
  { name: 'testSuite.get', method: 'GET', path: '/test-suite/{id}', auth: 'bearer', body: 'none' },
  {
    name: 'testSuite.update',
    method: 'PATCH',
    path: '/test-suite/{id}',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'testSuite.delete',
    method: 'DELETE',
    path: '/test-suite/{id}',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'testSuite.tests.list',
    method: 'GET',
    path: '/test-suite/{id}/test',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'testSuite.tests.create',
    method: 'POST',
    path: '/test-suite/{id}/test',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'testSuite.tests.get',
    method: 'GET',
    path: '/test-suite/{id}/test/{testId}',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'testSuite.tests.update',
    method: 'PATCH',
    path: '/test-suite/{id}/test/{testId}',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'testSuite.tests.delete',
    method: 'DELETE',
    path: '/test-suite/{id}/test/{testId}',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'testSuite.runs.list',
    method: 'GET',
    path: '/test-suite/{id}/run',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'testSuite.runs.create',
    method: 'POST',
    path: '/test-suite/{id}/run',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'testSuite.runs.get',
    method: 'GET',
    path: '/test-suite/{id}/run/{runId}',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'testSuite.runs.update',
    method: 'PATCH',
    path: '/test-suite/{id}/run/{runId}',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'testSuite.runs.delete',
    method: 'DELETE',
    path: '/test-suite/{id}/run/{runId}',
    auth: 'bearer',
    body: 'none',
  },

  // Analytics
  { name: 'analytics.query', method: 'POST', path: '/analytics', auth: 'bearer', body: 'json' },

  // Logs (/log and /logs)
  { name: 'logs.listLog', method: 'GET', path: '/log', auth: 'bearer', body: 'none' },
  { name: 'logs.deleteLog', method: 'DELETE', path: '/log', auth: 'bearer', body: 'none' },
  { name: 'logs.list', method: 'GET', path: '/logs', auth: 'bearer', body: 'none' },
  { name: 'logs.delete', method: 'DELETE', path: '/logs', auth: 'bearer', body: 'none' },

  // Organization (users, leave, member leave, invite, role, auth)
  { name: 'org.create', method: 'POST', path: '/org', auth: 'bearer', body: 'json' },
  { name: 'org.list', method: 'GET', path: '/org', auth: 'bearer', body: 'none' },
  { name: 'org.get', method: 'GET', path: '/org/{id}', auth: 'bearer', body: 'none' },
  { name: 'org.update', method: 'PATCH', path: '/org/{id}', auth: 'bearer', body: 'json' },
  { name: 'org.delete', method: 'DELETE', path: '/org/{id}', auth: 'bearer', body: 'none' },
  { name: 'org.listUsers', method: 'GET', path: '/org/{id}/user', auth: 'bearer', body: 'none' },
  { name: 'org.leave', method: 'DELETE', path: '/org/{id}/leave', auth: 'bearer', body: 'none' },
  {
    name: 'org.removeMember',
    method: 'DELETE',
    path: '/org/{id}/member/{userId}/leave',
    auth: 'bearer',
    body: 'none',
  },
  { name: 'org.invite', method: 'POST', path: '/org/{id}/invite', auth: 'bearer', body: 'json' },
  { name: 'org.updateRole', method: 'PATCH', path: '/org/{id}/role', auth: 'bearer', body: 'json' },
  { name: 'org.getAuth', method: 'GET', path: '/org/{id}/auth', auth: 'bearer', body: 'none' },

  // Token
  { name: 'token.create', method: 'POST', path: '/token', auth: 'bearer', body: 'json' },
  { name: 'token.list', method: 'GET', path: '/token', auth: 'bearer', body: 'none' },
  { name: 'token.get', method: 'GET', path: '/token/{id}', auth: 'bearer', body: 'none' },
  { name: 'token.update', method: 'PATCH', path: '/token/{id}', auth: 'bearer', body: 'json' },
  { name: 'token.delete', method: 'DELETE', path: '/token/{id}', auth: 'bearer', body: 'none' },

  // Credential (session, webhook, trigger)
  { name: 'credential.create', method: 'POST', path: '/credential', auth: 'bearer', body: 'json' },
  { name: 'credential.list', method: 'GET', path: '/credential', auth: 'bearer', body: 'none' },
  { name: 'credential.get', method: 'GET', path: '/credential/{id}', auth: 'bearer', body: 'none' },
  {
    name: 'credential.update',
    method: 'PATCH',
    path: '/credential/{id}',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'credential.delete',
    method: 'DELETE',
    path: '/credential/{id}',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'credential.createSession',
    method: 'POST',
    path: '/credential/session',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'credential.webhook',
    method: 'POST',
    path: '/credential/webhook',
    auth: 'none',
    body: 'json',
  },
  {
    name: 'credential.trigger',
    method: 'POST',
    path: '/credential/trigger',
    auth: 'bearer',
    body: 'json',
  },

  // Template (pinned)
  { name: 'template.create', method: 'POST', path: '/template', auth: 'bearer', body: 'json' },
  { name: 'template.list', method: 'GET', path: '/template', auth: 'bearer', body: 'none' },
  { name: 'template.get', method: 'GET', path: '/template/{id}', auth: 'bearer', body: 'none' },
  {
    name: 'template.update',
    method: 'PATCH',
    path: '/template/{id}',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'template.delete',
    method: 'DELETE',
    path: '/template/{id}',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'template.listPinned',
    method: 'GET',
    path: '/template/pinned',
    auth: 'bearer',
    body: 'none',
  },

  // Voice library
  {
    name: 'voiceLibrary.list',
    method: 'GET',
    path: '/voice-library/{provider}',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'voiceLibrary.listAccents',
    method: 'GET',
    path: '/voice-library/{provider}/accents',
    auth: 'bearer',
    body: 'none',
  },
  // The platform takes no body here: the provider is in the path.
  {
    name: 'voiceLibrary.syncProvider',
    method: 'POST',
    path: '/voice-library/sync/{provider}',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'voiceLibrary.sync',
    method: 'POST',
    path: '/voice-library/sync',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'voiceLibrary.createSesameVoice',
    method: 'POST',
    path: '/voice-library/create-sesame-voice',
    auth: 'bearer',
    body: 'json',
  },

  // Provider (/{provider}/... and the ElevenLabs clone)
  {
    name: 'provider.listWorkflows',
    method: 'GET',
    path: '/{provider}/workflows',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'provider.listWorkflowHooks',
    method: 'GET',
    path: '/{provider}/workflows/{id}/hooks',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'provider.listLocations',
    method: 'GET',
    path: '/{provider}/locations',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'provider.searchVoices',
    method: 'GET',
    path: '/{provider}/voices/search',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'provider.searchVoice',
    method: 'GET',
    path: '/{provider}/voice/search',
    auth: 'bearer',
    body: 'none',
  },
  {
    name: 'provider.addVoices',
    method: 'POST',
    path: '/{provider}/voices/add',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'provider.addVoice',
    method: 'POST',
    path: '/{provider}/voice/add',
    auth: 'bearer',
    body: 'json',
  },
  {
    name: 'provider.cloneElevenLabsVoice',
    method: 'POST',
    path: '/11labs/voice/clone',
    auth: 'bearer',
    body: 'multipart',
  },
] as const satisfies readonly RouteDef[];

/** The route table's element type, with literal `name`, `method`, `path`, `auth` and `body`. */
export type Route = (typeof routes)[number];

/** Every route name, e.g. `'assistant.get'`. */
export type RouteName = Route['name'];
