/**
 * The orb (part `orb`, docs/elements/voice-widget.md "The orb"): a CSS-drawn circle whose
 * `data-state` (`idle`, `connecting`, `listening`, `thinking`, `speaking`) follows the call
 * ({@link nextOrbState}) and whose size follows the assistant's level while it speaks, the
 * microphone's while it listens. The level is the private `--_orb-level` custom property (0..1),
 * written by a frame loop only when it changes: no React render per frame. Decorative
 * (`aria-hidden`); the state is said by a visually hidden text beside it.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { LiveCall } from '../conversation/live-call.ts';
import { readCallMessage } from '../conversation/live-state.ts';
import { nextOrbState, type OrbEvent, type OrbState } from '../conversation/orb-state.ts';
import type { ButtonStatus } from '../call/button-state.ts';
import { formatText } from '../i18n/format.ts';
import { useTexts } from '../i18n/texts-context.ts';

export interface OrbProps {
  readonly live: LiveCall;
  readonly assistantName: string;
}

/** See the module comment. */
export function Orb({ live, assistantName }: OrbProps) {
  const { texts, lang } = useTexts();
  const state = useOrbState(live);
  const orbRef = useRef<HTMLSpanElement>(null);
  useOrbLevel(live, state, orbRef);
  const t = texts.panel;
  // A held call's orb rests (`idle`); its text says the call is held, not that it has not started.
  const held = state === 'idle' && live.call.status === 'on-hold';
  const said = {
    idle: held ? t.onHold : t.orbIdle,
    connecting: t.orbConnecting,
    listening: t.orbListening,
    thinking: t.orbThinking,
    speaking: t.orbSpeaking,
  }[state];
  return (
    <span className="live-orb-box">
      <span ref={orbRef} className="live-orb" part="orb" data-state={state} aria-hidden="true" />
      {/* Not a live region: a note at every turn would talk over the assistant. */}
      <span className="visually-hidden">
        {formatText(said, lang, { assistant: assistantName })}
      </span>
    </span>
  );
}

/** The orb's state from the call's status now, for an orb shown mid-call. */
function fromStatus(status: ButtonStatus): OrbState {
  return nextOrbState('listening', { type: 'status', status });
}

/** Follows the call's status and its messages into an {@link OrbState}. */
function useOrbState(live: LiveCall): OrbState {
  const store = useMemo(() => orbStore(live), [live]);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The orb's state as an external store: each call event folded in, subscribers told of a change. */
function orbStore(live: LiveCall) {
  const { call } = live;
  let state = fromStatus(call.status);
  return {
    get: (): OrbState => state,
    subscribe(notify: () => void): () => void {
      const step = (event: OrbEvent): void => {
        const next = nextOrbState(state, event);
        if (next === state) return;
        state = next;
        notify();
      };
      const offStatus = call.subscribe(() => step({ type: 'status', status: call.status }));
      const offMessages = call.onServerMessage((read) => {
        const m = readCallMessage(read);
        if (m?.kind === 'speech')
          step({ type: 'speech', assistant: m.assistant, started: m.started });
        else if (m?.kind === 'transcript')
          step({ type: 'transcript', assistant: m.role === 'assistant', final: m.final });
      });
      const offTyped = live.onTypedTurn(() => step({ type: 'typed' }));
      return () => {
        offStatus();
        offMessages();
        offTyped();
      };
    },
  };
}

/** Writes `--_orb-level` while the orb listens or speaks (the level it follows), else 0. */
function useOrbLevel(
  live: LiveCall,
  state: OrbState,
  orbRef: React.RefObject<HTMLSpanElement>,
): void {
  useEffect(() => {
    const orb = orbRef.current;
    if (!orb) return;
    let written = '';
    const write = (level: number): void => {
      // Two decimals: a silent line writes nothing, so it costs no style recalculation.
      const value = Math.max(0, Math.min(1, level)).toFixed(2);
      if (value === written) return;
      written = value;
      orb.style.setProperty('--_orb-level', value);
    };
    if (state !== 'speaking' && state !== 'listening') {
      write(0);
      return;
    }
    let frame = 0;
    const tick = (): void => {
      write(state === 'speaking' ? live.controls.outputLevel() : live.controls.inputLevel());
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [live, state, orbRef]);
}
