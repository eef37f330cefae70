/**
 * The implementation classes' types by tag, for tests that reach into
 * internals (`call.loader`, `playback`, `callButton`). The global
 * `HTMLElementTagNameMap` maps tags to the public interfaces
 * (`src/public-types.ts`), which do not expose those.
 */
import type { DemoTranscriptElement } from '../../src/demo-transcript/demo-transcript.ts';
import type { VoiceCallButtonElement } from '../../src/voice-call-button/voice-call-button.ts';
import type { VoiceDemoElement } from '../../src/voice-demo/voice-demo.ts';
import type { VoiceWidgetElement } from '../../src/voice-widget/voice-widget.ts';

export interface ImplTagNameMap {
  'voice-demo': VoiceDemoElement;
  'demo-transcript': DemoTranscriptElement;
  'voice-call-button': VoiceCallButtonElement;
  'voice-widget': VoiceWidgetElement;
}
