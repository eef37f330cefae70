/**
 * Type tests of the call's events (`src/common/call/controller.ts` `on`, `call-events.ts`): each
 * listener gets the voice client's own detail type for its event name, never `unknown`. Checked by
 * `tsc --noEmit -p tsconfig.json`; never executed. Every `@ts-expect-error` line must fail to
 * compile, or tsc reports the directive as unused.
 */
import { expectTypeOf } from 'vitest';

import type { CallController } from '../../src/common/call/controller.ts';
import type {
  JsonValue,
  VoiceClientEventDetail,
  VoiceErrorEvent,
} from '../../src/core/voice/events.ts';

export function typedDetails(call: CallController): void {
  call.on('error', (detail) => expectTypeOf(detail).toEqualTypeOf<VoiceErrorEvent>());
  call.on('call-start-success', (detail) => {
    expectTypeOf(detail).toEqualTypeOf<VoiceClientEventDetail['call-start-success']>();
    expectTypeOf(detail.callId).toEqualTypeOf<string>();
  });
  call.on('volume-level', (level) => expectTypeOf(level).toEqualTypeOf<number>());
  call.on('message', (message) => expectTypeOf(message).toEqualTypeOf<JsonValue>());
  call.on('call-start', (detail) => expectTypeOf(detail).toEqualTypeOf<undefined>());
  call.on('call-reconnecting', (detail) =>
    expectTypeOf(detail.reason).toEqualTypeOf<'network' | 'page-change'>(),
  );
  // A listener that ignores the detail is fine.
  call.on('call-end', () => {});
  expectTypeOf(call.on('speech-start', () => {})).toEqualTypeOf<() => void>();
}

export function mistakes(call: CallController): void {
  // @ts-expect-error a name the voice client does not emit
  call.on('call-started', () => {});
  // @ts-expect-error `volume-level`'s detail is a number
  call.on('volume-level', (level: string) => void level);
  call.on('error', (detail) => {
    // @ts-expect-error an error's detail has no `callId`
    void detail.callId;
  });
  call.on('call-start-success', (detail) => {
    // @ts-expect-error not `unknown`: a wrong field is an error, not a probe
    void detail.attempt;
  });
}

export function sink(): void {
  // The element's sink gets the same typed details.
  type Sink = ConstructorParameters<typeof CallController>[0];
  expectTypeOf<Parameters<Sink>>().toEqualTypeOf<
    [
      name: keyof VoiceClientEventDetail,
      detail: VoiceClientEventDetail[keyof VoiceClientEventDetail],
    ]
  >();
}
