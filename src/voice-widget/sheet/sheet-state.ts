/**
 * What the sheet renders from its call and its chat: the call's status, both snapshots, and what
 * follows from them ({@link sheetView} for the mode). A finished call's lines join the chat's
 * history here, before the next paint.
 */
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { CallController } from '../../common/call/controller.ts';
import type { Problem } from '../../common/conversation/guidance.ts';
import type { LiveCall } from '../../common/conversation/live-call.ts';
import type { LiveSnapshot } from '../../common/conversation/live-state.ts';
import type { CallReport } from '../../common/conversation/recap.ts';
import { useCallStatus } from '../../common/hooks.ts';
import type { ChatSnapshot } from '../chat/chat-snapshot.ts';
import type { ChatStore } from '../chat/chat-store.ts';
import type { WidgetMode } from '../placement.ts';
import { sheetView, type SheetView } from '../view.ts';

/** The state of one render of the sheet. */
export interface SheetState {
  readonly status: CallController['status'];
  readonly liveSnap: LiveSnapshot;
  readonly chatSnap: ChatSnapshot;
  /** A call connects or runs. */
  readonly callActive: boolean;
  /** The call is connected (`call-start` seen) and not yet ended: typed text can go in. */
  readonly connected: boolean;
  /** The ended call's visible problem, if any. */
  readonly callProblem: Problem | undefined;
  /** The ended call's report, while the sheet shows that call. */
  readonly callReport: CallReport | undefined;
  readonly view: SheetView;
}

/** See the module comment. */
export function useSheetState(
  mode: WidgetMode,
  call: CallController,
  live: LiveCall,
  chat: ChatStore,
): SheetState {
  const status = useCallStatus(call);
  const liveSnap = useSyncExternalStore(live.subscribe, live.getSnapshot, live.getSnapshot);
  const chatSnap = useSyncExternalStore(chat.subscribe, chat.getSnapshot, chat.getSnapshot);
  const merged = useRef<unknown>(undefined);
  // One history: a finished call's lines join the chat's before the next paint (no frame without them).
  useLayoutEffect(() => {
    const report = liveSnap.report;
    if (!report || merged.current === report) return;
    merged.current = report;
    chat.addCallLines(report.transcript);
  }, [liveSnap.report, chat]);

  const callActive = status !== 'idle';
  const connected =
    liveSnap.phase === 'active' &&
    liveSnap.startedAt !== undefined &&
    status !== 'idle' &&
    status !== 'connecting';
  const callProblem = liveSnap.phase === 'ended' ? liveSnap.problem : undefined;
  return {
    status,
    liveSnap,
    chatSnap,
    callActive,
    connected,
    callProblem,
    callReport: liveSnap.phase === 'ended' ? liveSnap.report : undefined,
    view: sheetView(mode, { active: callActive, connected, problem: callProblem }),
  };
}
