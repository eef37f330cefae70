/**
 * The `precheck` part (docs/elements/voice-call-button.md "Pre-call check"): 'Test microphone and
 * connection' before a call, then each result with its advice, in the visitor's language.
 */
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { runnerOf } from '../call/precheck-runner.ts';
import { sheetFor } from '../element/styles.ts';
import precheckStartCss from './precheck-start.css?inline';
import precheckCss from './precheck.css?inline';
import type { PrecheckResult } from '../../core/voice/precheck.ts';
import { formatText } from '../i18n/format.ts';
import type { PanelStrings } from './strings.ts';

export interface PrecheckProps {
  /** The element whose check this is (its `precheck()` shares the run). */
  readonly element: Element;
  readonly strings: PanelStrings;
  readonly lang: string;
  /** The start button's text (`precheckStart`, in the `button` section: shown before this loads). */
  readonly label: string;
  /** Focus the start button on mount: it takes over from a placeholder that had the focus. */
  readonly takeFocus?: boolean;
}

const MIC_KEYS: Readonly<Record<PrecheckResult['microphone'], keyof PanelStrings>> = {
  ok: 'precheckMicOk',
  silent: 'precheckMicSilent',
  denied: 'precheckMicDenied',
  missing: 'precheckMicMissing',
};

const NET_KEYS: Readonly<Record<PrecheckResult['quality'], keyof PanelStrings>> = {
  good: 'precheckNetGood',
  fair: 'precheckNetFair',
  poor: 'precheckNetPoor',
  lost: 'precheckNetLost',
};

/** Each result's line: `[check, verdict, text]`. */
function lines(
  result: PrecheckResult,
  strings: PanelStrings,
  lang: string,
): [string, string, string][] {
  const say = (key: keyof PanelStrings, vars = {}): string =>
    formatText(strings[key] as string, lang, vars);
  const rtt =
    result.rttMs === undefined
      ? ''
      : new Intl.NumberFormat(lang, { style: 'unit', unit: 'millisecond' }).format(result.rttMs);
  return [
    ['microphone', result.microphone, say(MIC_KEYS[result.microphone])],
    [
      'output',
      result.output,
      say(result.output === 'ok' ? 'precheckOutputOk' : 'precheckOutputNone'),
    ],
    ['connection', result.quality, say(NET_KEYS[result.quality], { rtt })],
  ];
}

/** See the module comment. (Default export: `<voice-call-button>` loads it lazily.) */
export default function Precheck({ element, strings, lang, label, takeFocus }: PrecheckProps) {
  const runner = runnerOf(element);
  const box = useRef<HTMLDivElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  // Its results' styles come with its chunk; its button's are up front in the call button's sheet too.
  useLayoutEffect(() => {
    const root = box.current?.getRootNode();
    if (!(root instanceof ShadowRoot) || !('adoptedStyleSheets' in root)) return;
    const sheets = [sheetFor(precheckStartCss), sheetFor(precheckCss)];
    const missing = sheets.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
    if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
  }, []);
  // Set once, when this replaces the placeholder that had the focus.
  useLayoutEffect(() => {
    if (takeFocus) start.current?.focus();
  }, [takeFocus]);
  const { running, result } = useSyncExternalStore(
    runner.subscribe,
    runner.getSnapshot,
    runner.getSnapshot,
  );
  return (
    <div ref={box} className="precheck" part="precheck" data-state={running ? 'running' : 'idle'}>
      <button
        ref={start}
        type="button"
        className="precheck-start"
        aria-disabled={running || undefined}
        aria-busy={running || undefined}
        // A press while a check runs joins it: nothing more starts.
        onClick={() => void runner.run().catch(() => undefined)}
      >
        {running ? strings.precheckRunning : label}
      </button>
      {/* A status region around the list: a list may not take the status role itself. */}
      <div role="status" aria-live="polite">
        <ul className="precheck-results">
          {result &&
            lines(result, strings, lang).map(([check, verdict, text]) => (
              <li
                key={check}
                className={`precheck-result precheck-result--${verdict}`}
                data-check={check}
                data-result={verdict}
              >
                {text}
              </li>
            ))}
        </ul>
      </div>
    </div>
  );
}
