import { defineElement } from '../common/element/define.ts';
import { DemoTranscriptElement } from './demo-transcript.ts';

/** Defines `<demo-transcript>` once (guarded by {@link defineElement}). */
export function defineDemoTranscript(): CustomElementConstructor | undefined {
  return defineElement('demo-transcript', DemoTranscriptElement);
}

export { DemoTranscriptElement };
