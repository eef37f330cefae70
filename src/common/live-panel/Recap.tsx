/** The `recap` part: the visitor's call result, with a `.txt` transcript download. */
import { useEffect, useMemo } from 'react';
import { CONNECTION_LOST } from '../conversation/guidance.ts';
import {
  formatClock,
  formatLatency,
  transcriptFileName,
  transcriptText,
  type CallReport,
} from '../conversation/recap.ts';
import { Icon } from '../icons/CallIcons.tsx';
import { formatText } from '../i18n/format.ts';
import type { PanelStrings } from './strings.ts';
import { useLang } from '../i18n/texts-context.ts';

type RecapRow = 'date' | 'time' | 'duration' | 'latency' | 'name' | 'phone' | 'need' | 'status';

const RECAP_LABELS: Readonly<Record<RecapRow, keyof PanelStrings>> = {
  date: 'recapDate',
  time: 'recapTime',
  duration: 'recapDuration',
  latency: 'recapLatency',
  name: 'recapName',
  phone: 'recapPhone',
  need: 'recapNeed',
  status: 'recapStatus',
};

export interface RecapProps {
  readonly report: CallReport;
  readonly startedAt: number;
  readonly strings: PanelStrings;
  readonly locale: string;
  readonly assistantName: string;
}

export function Recap({ report, startedAt, strings, locale, assistantName }: RecapProps) {
  const lang = useLang();
  const start = new Date(startedAt);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(start);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(start);
  const { lead } = report;
  const voiced = (key: 'name' | 'phone' | 'need'): string | undefined =>
    lead?.byVoice.includes(key) ? strings.byVoice : undefined;
  const need = lead?.need
    ? lead.solution && lead.solution !== lead.need
      ? `${lead.need} (${lead.solution})`
      : lead.need
    : voiced('need');
  const rows: [RecapRow, string | undefined, boolean][] = [
    ['date', date, true],
    ['time', time, true],
    ['duration', formatClock(report.durationS, lang), true],
    // The median wait for an answer (voice-turn-metrics), when any was timed.
    [
      'latency',
      report.medianLatencyMs === undefined
        ? undefined
        : formatLatency(report.medianLatencyMs, lang),
      true,
    ],
    ['name', lead?.name ?? voiced('name'), false],
    ['phone', lead?.phone ?? voiced('phone'), true],
    ['need', need, false],
    [
      'status',
      lead
        ? strings.statusLead
        : report.endedReason === CONNECTION_LOST
          ? strings.statusLost
          : strings.statusEnded,
      false,
    ],
  ];
  const labels = { assistant: assistantName, user: strings.you };
  const href = useMemo(() => {
    const header = formatText(strings.transcriptHeader, lang, {
      assistant: assistantName,
      date,
      time,
    });
    const blob = new Blob([transcriptText(header, report.transcript, labels)], {
      type: 'text/plain;charset=utf-8',
    });
    return URL.createObjectURL(blob);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [report, assistantName, date, time, strings]);
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <section className="live-recap" part="recap" aria-labelledby="live-recap-title">
      <h3 id="live-recap-title" className="live-recap-title">
        {strings.recapTitle}
      </h3>
      <dl className="results-grid">
        {rows
          .filter(([, value]) => value !== undefined)
          .map(([key, value, ltr]) => (
            <div key={key} className={`result result--${key}`}>
              <dt>{strings[RECAP_LABELS[key]]}</dt>
              <dd>{ltr ? <bdi dir="ltr">{value}</bdi> : value}</dd>
            </div>
          ))}
      </dl>
      <a
        className="live-download"
        part="recap-download"
        href={href}
        download={transcriptFileName(start)}
      >
        <Icon name="download" />
        <span>{strings.download}</span>
      </a>
    </section>
  );
}
