/**
 * One `tool-status` line of the log (docs/elements/voice-widget.md "Tool progress"): 'working on
 * it: {tool}…', then a done or failed mark. The log is a polite live region: the line is announced
 * once, when it appears; the mark is for the eyes only (`aria-hidden`), so it is not announced again.
 */
import type { ToolStatus } from '../conversation/tool-status.ts';
import { toolStatusStrings } from '../conversation/tool-status-strings.ts';

/** The line of `status`, in `lang`. */
export function ToolStatusLine({ status, lang }: { status: ToolStatus; lang: string }) {
  const strings = toolStatusStrings(lang);
  return (
    <li className="live-line live-tool" part="tool-status" data-status={status.state}>
      <span className="live-text" dir="auto">
        {strings.running.replace('{tool}', status.label ?? strings.task)}
      </span>
      {status.state !== 'running' && (
        <span className="live-tool-mark" aria-hidden="true">
          {' '}
          {status.state === 'done' ? strings.done : strings.failed}
        </span>
      )}
    </li>
  );
}

/** The lines of `statuses` that show after `count` lines of the log (the last call: every line from `count` on). */
export function toolLinesAt(
  statuses: readonly ToolStatus[] | undefined,
  count: number,
  lang: string,
  last = false,
) {
  return (statuses ?? [])
    .filter((s) => (last ? s.at >= count : s.at === count))
    .map((s) => <ToolStatusLine key={`tool-${s.id}`} status={s} lang={lang} />);
}
