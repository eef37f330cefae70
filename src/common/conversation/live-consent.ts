/**
 * The consent dialog of the live conversation (`require-consent`, docs/elements/voice-call-button.md
 * "Attributes"): a press that needs consent shows it (phase `consent`) and waits; accepting remembers it
 * (`consent.ts`) and starts the call, declining goes back to idle with nothing sent. Both dispatch
 * `voice-consent-change` `{ accepted }`. Part of `LiveCall`, as its `consent`.
 */
import type { CallConfig } from '../call/controller.ts';
import { hasConsent, rememberConsent, type ConsentStorage } from './consent.ts';
import type { LiveContext } from './live-context.ts';

/** One element's consent dialog. */
export class ConsentGate {
  private pending: CallConfig | undefined;

  /**
   * @param ctx the live store.
   * @param storage where consent is remembered (none: asked every time).
   * @param begin starts the call once accepted.
   */
  constructor(
    private readonly ctx: LiveContext,
    private readonly storage: ConsentStorage | undefined,
    private readonly begin: (config: CallConfig) => void,
  ) {}

  /**
   * Shows the dialog for `config` unless consent for its assistant is remembered.
   * @returns true when the call waits for the visitor's answer.
   */
  ask(config: CallConfig): boolean {
    if (hasConsent(config.assistantId, this.store())) return false;
    this.pending = config;
    this.ctx.update({ phase: 'consent' });
    return true;
  }

  /** The visitor accepted the consent dialog: remember it and start the call. */
  accept(): void {
    const config = this.pending;
    if (this.ctx.state().phase !== 'consent' || !config) return;
    this.pending = undefined;
    rememberConsent(config.assistantId, this.store());
    this.ctx.host.dispatch('voice-consent-change', { accepted: true });
    this.begin(config);
  }

  /** The visitor declined (or pressed Escape): back to idle, nothing sent. */
  decline(): void {
    if (this.ctx.state().phase !== 'consent') return;
    this.pending = undefined;
    this.ctx.update({ phase: 'idle' });
    this.ctx.host.dispatch('voice-consent-change', { accepted: false });
  }

  /** The storage, unless `history` is `none` (then nothing is remembered). */
  private store(): ConsentStorage | undefined {
    return this.ctx.host.mayStore?.() === false ? undefined : this.storage;
  }
}
