/**
 * The pre-call check under the idle button (docs/elements/voice-call-button.md "Pre-call check"):
 * its 'Test microphone and connection' button is drawn by the button's own code, and the control's
 * code (its run, results and styles) loads only when the visitor points at it, focuses it or presses
 * it, or a script calls `precheck()`, so a page that nobody touches fetches none of it. The loaded
 * control takes the placeholder's place, its focus included.
 */
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { onPrecheckAsked } from '../common/call/precheck-asked.ts';
import { lazyChunk } from '../common/element/lazy-chunk.ts';
import type { PrecheckProps } from '../common/live-panel/Precheck.tsx';
import type { PanelStrings } from '../common/live-panel/strings.ts';

const loadControl = lazyChunk(() => import('../common/live-panel/Precheck.tsx'));
/** The control once loaded: a slot shown again after a call needs no new intent. */
let loaded: ComponentType<PrecheckProps> | undefined;

export interface PrecheckSlotProps {
  /** The `<voice-call-button>` whose check this is. */
  readonly host: Element & { precheck(): Promise<unknown> };
  /** The language's panel texts, once loaded (the control's results need them). */
  readonly strings: PanelStrings | undefined;
  readonly lang: string;
  /** `precheckStart`, with the element's `texts` override. */
  readonly label: string;
  /** The visitor showed intent: the language's texts load too (a stable callback). */
  readonly onIntent: () => void;
}

/** See the module comment. */
export function PrecheckSlot({ host, strings, lang, label, onIntent }: PrecheckSlotProps) {
  const [Control, setControl] = useState(() => loaded);
  const [focused, setFocused] = useState(false);
  const want = useCallback((): void => {
    onIntent();
    loadControl().then(
      (m) => setControl(() => (loaded = m.default)),
      (error: unknown) =>
        console.error('[voice-widgets] could not load the pre-call check:', error),
    );
  }, [onIntent]);
  useEffect(() => onPrecheckAsked(host, want), [host, want]);
  if (Control && strings)
    return (
      <Control element={host} strings={strings} lang={lang} label={label} takeFocus={focused} />
    );
  return (
    <div className="precheck" part="precheck" data-state="idle">
      <button
        type="button"
        className="precheck-start needs-script"
        onPointerEnter={want}
        onFocus={() => {
          setFocused(true);
          want();
        }}
        onBlur={() => setFocused(false)}
        // The element's check: its AudioContext is made in this press (WebKit lets it play only then).
        onClick={() => void host.precheck().catch(() => undefined)}
      >
        {label}
      </button>
      <div role="status" aria-live="polite">
        <ul className="precheck-results" />
      </div>
    </div>
  );
}
