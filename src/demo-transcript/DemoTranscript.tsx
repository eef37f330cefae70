/** The `<demo-transcript>` component: the shared transcript, following an external media element. */
import { useEffect, useSyncExternalStore } from 'react';
import { TRANSCRIPT } from '../common/demo/transcript-data.ts';
import type { LineFollower } from '../common/demo/line-follower.ts';
import { DICTIONARIES, parseDemoLang } from '../common/demo/dictionary.ts';
import { dirOf } from '../core/lang.ts';
import { hostOf, type WidgetHost, type ContainerProps } from '../common/element/widget-host.ts';
import { Transcript } from '../common/demo/Transcript.tsx';

/** What `<demo-transcript>` offers its component. */
export interface DemoTranscriptHost extends WidgetHost {
  readonly follower: LineFollower;
  connectMedia(id: string | undefined): void;
}

/** Attribute-backed props of `<demo-transcript>`. */
export interface DemoTranscriptProps extends ContainerProps {
  readonly lang?: string;
  readonly for?: string;
  readonly assistantName?: string;
}

export function DemoTranscript(props: DemoTranscriptProps) {
  const host = hostOf<DemoTranscriptHost>(props.container);
  const lang = parseDemoLang(props.lang, (m) => host.warnOnce(m));
  const { follower } = host;
  const index = useSyncExternalStore(
    (cb) => follower.on('line', cb),
    () => follower.lineIndex,
    () => follower.lineIndex,
  );
  useEffect(() => host.connectMedia(props.for), [host, props.for]);
  return (
    <div className="root" lang={lang} dir={dirOf(lang)} part="root">
      <Transcript
        lines={TRANSCRIPT}
        lang={lang}
        dict={DICTIONARIES[lang]}
        assistantName={props.assistantName || DICTIONARIES[lang].assistantName}
        activeIndex={index}
        onSeek={(i) => follower.seekToLine(i)}
      />
    </div>
  );
}
