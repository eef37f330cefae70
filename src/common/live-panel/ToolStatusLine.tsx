/**
 * One `tool-status` line of the log (docs/elements/voice-widget.md "Tool progress"): 'working on
 * it: {tool}…', then a done or failed mark, in the element's language (the `panel` texts
 * `toolRunning`, `toolDone`, `toolFailed`, `toolTask`). The log is a polite live region: the line is
 * announced once, when it appears; the mark is for the eyes only (`aria-hidden`), so it is not
 * announced again.
 */
import type { ToolStatus } from '../conversation/tool-status.ts';
import { formatText } from '../i18n/format.ts';
import { useTexts } from '../i18n/texts-context.ts';

/** The line of `status`, in the language of the nearest texts provider. */
export function ToolStatusLine({ status }: { status: ToolStatus }) {
  const { texts, lang } = useTexts();
  const panel = texts.panel;
  return (
    <li className="live-line live-tool" part="tool-status" data-status={status.state}>
      <span className="live-text" dir="auto">
        {formatText(panel.toolRunning, lang, { tool: status.label ?? panel.toolTask })}
      </span>
      {status.state !== 'running' && (
        <span className="live-tool-mark" aria-hidden="true">
          {' '}
          {status.state === 'done' ? panel.toolDone : panel.toolFailed}
        </span>
      )}
    </li>
  );
}

/** The lines of `statuses` that show after `count` lines of the log (the last call: every line from `count` on). */
export function toolLinesAt(
  statuses: readonly ToolStatus[] | undefined,
  count: number,
  last = false,
) {
  return (statuses ?? [])
    .filter((s) => (last ? s.at >= count : s.at === count))
    .map((s) => <ToolStatusLine key={`tool-${s.id}`} status={s} />);
}
