/**
 * The voice client behind a `CallController`: its lazily loaded module, one client per public key
 * and API URL (re-created when they change), and the subscriptions that pass its typed events on.
 */
import type { Unsubscribe } from 'nanoevents';
import type { VoiceClient } from '../../core/voice/index.ts';
import type { CallConfig, ClientLoader, ClientModule } from './call-config.ts';

/** Subscribes to a new client's events; returns the functions that remove the subscriptions. */
export type ClientListen = (client: VoiceClient, mod: ClientModule) => Unsubscribe[];

/** Holds at most one {@link VoiceClient}; see the module comment. */
export class ClientSlot {
  private current: VoiceClient | undefined;
  private key = '';
  private unsubscribe: Unsubscribe[] = [];
  private modulePromise: Promise<ClientModule> | undefined;

  /**
   * @param load loads the client module (the controller's replaceable `loader`).
   * @param listen subscribes to each client created.
   */
  constructor(
    private readonly load: ClientLoader,
    private readonly listen: ClientListen,
  ) {}

  /** The client of the current or last call; `undefined` before the first. */
  get client(): VoiceClient | undefined {
    return this.current;
  }

  /** The client's module, loaded once (a failed load is retried by the next call). */
  module(): Promise<ClientModule> {
    this.modulePromise ??= this.load();
    this.modulePromise.catch(() => {
      this.modulePromise = undefined;
    });
    return this.modulePromise;
  }

  /**
   * The client for `config`'s key and API URL: the current one, or a new one (an old client of
   * another key is stopped first).
   * @throws what loading the module throws.
   */
  async clientFor(config: CallConfig): Promise<VoiceClient> {
    const mod = await this.module();
    const key = JSON.stringify([config.publicKey, config.apiUrl ?? '']);
    if (this.current && this.key !== key) {
      const old = this.current;
      this.detach();
      await old.stop();
    }
    // Re-checked after every await: a concurrent prefetch may have created it.
    if (this.current && this.key === key) return this.current;
    const client = new mod.VoiceClient(
      config.publicKey ?? '',
      config.apiUrl ? { apiUrl: config.apiUrl } : {},
    );
    this.unsubscribe = this.listen(client, mod);
    this.current = client;
    this.key = key;
    return client;
  }

  /** Drops the client and its subscriptions (it is not stopped). */
  detach(): void {
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
    this.current = undefined;
    this.key = '';
  }
}
