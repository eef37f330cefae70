/**
 * Steps 3–6 of a call's start (`docs/voice-client.md` "Start sequence"): the web call, the prior
 * room's clean-up, the transport (call object) and the mobile permission wait. Each reports its
 * stage's progress, and checks the stop after every await ({@link checkpoint}); `CallStart`
 * (`call-start.ts`) runs them in order.
 */
import { createWebCall, type WebCallPayload, type WebCallResponse } from '../api/web-call.ts';
import { invoke, raceAbort, raceAbortAs, sleep } from './abort.ts';
import { VoiceClientError } from './errors.ts';
import type { ClientSettings } from './options.ts';
import { resumedWebCall } from './resume.ts';
import type { CallSession } from './session.ts';
import type { Transport } from './transport.ts';
import type { ResumeState, TransportDescriptor } from './transport-descriptor.ts';

/** What a call starts from: a web-call payload to create, or a call another page handed over. */
export type CallSource = WebCallPayload | { readonly resume: ResumeState };

/** What every step works on: the new session and the client's checked settings (times in ms). */
export interface StartContext {
  readonly session: CallSession;
  readonly settings: ClientSettings;
}

/** What step 3 gives the later steps: the web call, its transport's descriptor and what they read of it. */
export interface StartedCall {
  readonly webCall: WebCallResponse;
  readonly descriptor: TransportDescriptor;
  /** The handed-over call being resumed, if any. */
  readonly resume: ResumeState | undefined;
  readonly videoRecordingEnabled: boolean;
  /** The assistant's voice provider, if the web call names it. */
  readonly voiceProvider: string | undefined;
}

/** Voice provider whose assistant sends video (reference SDK: then video is subscribed). */
const VIDEO_VOICE_PROVIDER = 'tavus';

/**
 * Throws the stop reason when the session finished while an await was
 * resolving: a settled promise can win a race against `stop()` by one
 * microtask, and nothing may be reported or touched after the stop.
 */
export function checkpoint(session: CallSession): void {
  if (session.finished) throw session.signal.reason;
}

/**
 * Step 3: create the web call (a resumed call has one already: docs/voice-client.md "Reconnect policy").
 * @throws VoiceClientError `web-call-failed`, or the stop reason.
 */
export async function createCall(
  { session, settings }: StartContext,
  source: CallSource,
): Promise<StartedCall> {
  const { report, signal } = session;
  const resume = 'resume' in source ? source.resume : undefined;
  report.started(session, 'web-call-creation', resume ? { action: 'resume' } : undefined);
  const options =
    settings.webCallTimeoutMs === undefined
      ? { signal }
      : { signal, timeoutMs: settings.webCallTimeoutMs };
  const webCall = resume
    ? resumedWebCall(resume, settings.transports)
    : await raceAbortAs(
        createWebCall(settings.apiConfig, source as WebCallPayload, options),
        signal,
        'web-call-failed',
        'Creating the web call failed',
      );
  checkpoint(session);
  session.webCall = webCall;
  const descriptor = settings.transports.forWebCall(webCall);
  session.descriptor = descriptor;
  const videoRecordingEnabled = webCall.artifactPlan?.videoRecordingEnabled ?? false;
  const voiceProvider = webCall.assistant?.voice?.provider;
  report.completed(session, 'web-call-creation', {
    callId: webCall.id,
    videoRecordingEnabled,
    voiceProvider: voiceProvider ?? 'unknown',
  });
  return { webCall, descriptor, resume, videoRecordingEnabled, voiceProvider };
}

/**
 * Step 4: clean up any prior room: waits for `prior`, a previous call's teardown still running.
 * @throws the stop reason.
 */
export async function cleanUpPrior(
  session: CallSession,
  descriptor: TransportDescriptor,
  prior: Promise<void> | undefined,
): Promise<void> {
  if (!prior) return;
  session.report.started(session, descriptor.names.prepareStage, { action: 'cleanup-existing' });
  await raceAbort(prior, session.signal);
  checkpoint(session);
}

/**
 * Step 5: create the call object and wire its events.
 * @throws VoiceClientError `call-object-failed`, or the stop reason.
 */
export async function prepareTransport(
  { session, settings }: StartContext,
  call: StartedCall,
): Promise<Transport> {
  const { report, signal } = session;
  const { webCall, descriptor, videoRecordingEnabled } = call;
  const assistantVideoEnabled = call.voiceProvider === VIDEO_VOICE_PROVIDER;
  report.started(session, descriptor.names.prepareStage, {
    videoRecordingEnabled,
    assistantVideoEnabled,
  });
  let transport: Transport;
  try {
    transport = settings.transportFactory.create({
      webCall,
      assistantSpeakerName: settings.assistantSpeakerName,
      videoRecordingEnabled,
      assistantVideoEnabled,
      reconnectPolicy: settings.reconnectPolicy,
    });
  } catch (error) {
    throw VoiceClientError.wrap('call-object-failed', error, 'Could not create the transport');
  }
  session.transport = transport;
  session.videoRecordingEnabled = videoRecordingEnabled;
  session.wire(transport, descriptor);
  await raceAbortAs(
    invoke(() => transport.prepare(signal)),
    signal,
    'call-object-failed',
    'Could not create the call object',
  );
  checkpoint(session);
  session.prepared = true;
  report.completed(session, descriptor.names.prepareStage);
  return transport;
}

/**
 * Step 6: on mobile, wait `mobilePermissionWaitMs` for permissions.
 * @throws the stop reason.
 */
export async function waitForPermissions({ session, settings }: StartContext): Promise<void> {
  const { report } = session;
  const { isMobile } = session.context;
  report.started(session, 'mobile-permissions', { isMobile });
  if (isMobile) {
    await sleep(settings.mobilePermissionWaitMs, session.signal);
    checkpoint(session);
    report.completed(session, 'mobile-permissions', { action: 'permissions-wait' });
  } else {
    report.completed(session, 'mobile-permissions', { action: 'skipped-not-mobile' });
  }
}
