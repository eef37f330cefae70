/**
 * What the start sequence and the transport wiring need from their
 * `VoiceClient`: its emitter, reporter, settings and session control. The
 * client builds one host object for itself; nothing here is shared between
 * clients.
 */
import type { PlatformConfig } from '../api/types.ts';
import type { Emitter } from './emitter.ts';
import type { VoiceClientEvents } from './events.ts';
import type { ReconnectPolicy } from './reconnect-policy.ts';
import type { Reporter } from './reporter.ts';
import type { CallSession } from './session.ts';
import type { TransportFactory } from './transport.ts';

/** Why a session ends. */
export type FinishReason = 'stopped' | 'left' | 'fatal' | 'failed';

/** A client as seen by its start sequence and transport wiring. */
export interface ClientHost {
  readonly events: Emitter<VoiceClientEvents>;
  readonly report: Reporter;
  /** Log prefix. */
  readonly label: string;
  /** Base URL, public key and fetch for `POST /call/web`. */
  readonly apiConfig: PlatformConfig;
  /** Time limit of `POST /call/web` in ms; `undefined` uses the request core's default. */
  readonly webCallTimeoutMs: number | undefined;
  readonly transportFactory: TransportFactory;
  readonly assistantSpeakerName: string;
  readonly joinTimeoutMs: number;
  readonly mobilePermissionWaitMs: number;
  /** Longest wait for the audio observer or noise cancellation to confirm, in ms. */
  readonly setupStepWaitMs: number;
  /** When to retry a dropped connection; handed to each transport. */
  readonly reconnectPolicy: ReconnectPolicy;
  /** The previous call's teardown while it is still running. */
  pendingTeardown(): Promise<void> | undefined;
  /** Ends `session`: end events when joined, then teardown (idempotent). */
  finish(session: CallSession, reason: FinishReason): Promise<void>;
}
