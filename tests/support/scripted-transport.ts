/**
 * A minimal hand-written Transport (not Daily): shows the client core is
 * transport-agnostic, and lets tests resolve each step by hand.
 */
import { Emitter, type Unsubscribe } from '../../src/core/voice/emitter.ts';
import type {
  RoomAccess,
  Transport,
  TransportEvents,
  TransportFactory,
} from '../../src/core/voice/transport.ts';

/** Records calls; `join` resolves when the test calls `resolveJoin`. */
export class ScriptedTransport implements Transport {
  readonly events = new Emitter<TransportEvents>('scripted', 0);
  readonly log: string[] = [];
  destroyed = false;
  micEnabled = true;
  resolveJoin: () => void = () => undefined;
  readonly joinPromise: Promise<void>;

  constructor() {
    this.joinPromise = new Promise<void>((resolve) => {
      this.resolveJoin = resolve;
    });
  }

  on<K extends keyof TransportEvents>(event: K, listener: TransportEvents[K]): Unsubscribe {
    return this.events.on(event, listener);
  }
  prepare(): Promise<void> {
    this.record('prepare');
    return Promise.resolve();
  }
  join(_room: RoomAccess): Promise<void> {
    this.record('join');
    return this.joinPromise;
  }
  startRecording(): void {
    this.record('startRecording');
  }
  stopRecording(): void {
    this.log.push('stopRecording');
  }
  startAudioLevelObserver(intervalMs: number): Promise<void> {
    this.record(`startAudioLevelObserver ${intervalMs}`);
    return Promise.resolve();
  }
  enableNoiseCancellation(): Promise<void> {
    this.record('enableNoiseCancellation');
    return Promise.resolve();
  }
  sendMessage(data: string): void {
    this.record(`send ${data}`);
  }
  setMicEnabled(enabled: boolean): void {
    this.micEnabled = enabled;
  }
  isMicEnabled(): boolean {
    return this.micEnabled;
  }
  setMicTrack(): Promise<void> {
    return Promise.resolve();
  }
  destroy(): Promise<void> {
    this.log.push('destroy');
    this.destroyed = true;
    this.events.clear();
    return Promise.resolve();
  }

  private record(entry: string): void {
    if (this.destroyed) throw new Error(`${entry} after destroy`);
    this.log.push(entry);
  }
}

/** A factory that keeps every transport it made. */
export function scriptedFactory(): TransportFactory & { readonly made: ScriptedTransport[] } {
  const made: ScriptedTransport[] = [];
  return {
    made,
    create: () => {
      const transport = new ScriptedTransport();
      made.push(transport);
      return transport;
    },
  };
}
