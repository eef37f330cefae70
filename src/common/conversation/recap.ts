/** The visitor's call result (docs/elements/voice-call-button.md "The live conversation panel"). */
import type { TalkMode } from './talk-mode.ts';
import type { Lead } from './tool-calls.ts';
import { entryText, type Role, type TranscriptEntry } from './transcript.ts';

/** One line of a report's transcript. */
export interface ReportLine {
  readonly role: Role;
  readonly text: string;
  /** Seconds from the start of the call. */
  readonly timeS: number;
}

/** The `voice-call-report` event's `detail`: one per call that connected, sent when it ends. */
export interface CallReport {
  /** The web call id ('' when the start never reported one). */
  readonly callId: string;
  /** Seconds from `call-start` to `call-end`, one decimal. */
  readonly durationS: number;
  /**
   * Why it ended, first found of: `superseded`, the platform's `endedReason`, `connection-lost`,
   * the ending error's type, `customer-ended-call`; a chat's recap says `lead-captured`.
   */
  readonly endedReason: string;
  readonly transcript: readonly ReportLine[];
  /** The lead from a `capture_lead` tool call, or `null` when none was captured. */
  readonly lead: Lead | null;
  /** A call's talk mode when it ended; absent in a chat's recap. */
  readonly talkMode?: TalkMode;
  /**
   * The median wait for an answer, ms (the `voice-turn-metrics` `latencyMs` of the call or chat;
   * docs/voice-client.md "Turn latency"); absent when no answer was timed.
   */
  readonly medianLatencyMs?: number;
}

/** Two-digit formatters by language: the panel's timer asks each frame, and building one is costly. */
const TWO_DIGITS = new Map<string, (n: number) => string>();

function twoDigits(lang: string): (n: number) => string {
  let format = TWO_DIGITS.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { minimumIntegerDigits: 2, useGrouping: false }).format;
    TWO_DIGITS.set(lang, format);
  }
  return format;
}

/** `s` seconds as `mm:ss` (minutes grow past 99; negative and NaN read 00:00). */
export function formatClock(s: number, lang?: string): string {
  const total = Number.isFinite(s) && s > 0 ? Math.floor(s) : 0;
  // In the visitor's language the digits are that language's (Arabic-Indic in Arabic, …); the transcript file keeps ASCII.
  const two = lang ? twoDigits(lang) : (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(total / 60))}:${two(total % 60)}`;
}

/**
 * A wait in ms as the recap shows it, in `lang` (`Intl.NumberFormat`, unit style): under a second
 * in ms (`850 ms`), else in seconds to one decimal (`1.3 s`, `1,3 s`).
 */
export function formatLatency(ms: number, lang: string | undefined): string {
  return ms < 1000
    ? new Intl.NumberFormat(lang, {
        style: 'unit',
        unit: 'millisecond',
        maximumFractionDigits: 0,
      }).format(ms)
    : new Intl.NumberFormat(lang, {
        style: 'unit',
        unit: 'second',
        maximumFractionDigits: 1,
      }).format(ms / 1000);
}

/** The visible entries as report lines, without typed text that was never sent. */
export function reportLines(entries: readonly TranscriptEntry[]): ReportLine[] {
  return entries
    .filter((e) => !e.held && e.delivery !== 'not-sent' && entryText(e) !== '')
    .map((e) => ({ role: e.role, text: entryText(e), timeS: Math.round(e.timeS * 10) / 10 }));
}

/** The transcript as plain text after a header: `[mm:ss] Label: text` per entry. */
export function transcriptText(
  header: string,
  lines: readonly ReportLine[],
  labels: Readonly<Record<Role, string>>,
): string {
  const body = lines.map((l) => `[${formatClock(l.timeS)}] ${labels[l.role]}: ${l.text}`);
  return `${[header, '', ...body].join('\r\n')}\r\n`;
}

/** A file name for the transcript of a call that started at `date`: `call-YYYY-MM-DD-HHMM.txt` (local time). */
export function transcriptFileName(date: Date): string {
  const p = (n: number): string => String(n).padStart(2, '0');
  return `call-${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}-${p(date.getHours())}${p(date.getMinutes())}.txt`;
}
