/**
 * React 18 wrappers of the elements (`voice-widgets/react`, README "Use from React"), made with
 * `@lit/react`: attributes are props, and each event an `on<CamelCase>` prop with its typed
 * `CustomEvent`. Importing it registers the elements.
 */
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import type { VoiceEventDetailMap, VoiceEventName } from '../common/events.ts';
import {
  DemoTranscriptElement,
  VoiceCallButtonElement,
  VoiceDemoElement,
  VoiceWidgetElement,
} from '../index.ts';

/** Every DOM event the elements dispatch (checked against the event map: none missing, none extra). */
const EVENT_NAMES = {
  'voice-lang-change': 1,
  'voice-demo-play': 1,
  'voice-demo-pause': 1,
  'voice-demo-ended': 1,
  'voice-demo-line-change': 1,
  'voice-contact-submit': 1,
  'voice-messaging-open': 1,
  'voice-mute-change': 1,
  'voice-consent-change': 1,
  'voice-tool-call': 1,
  'voice-call-report': 1,
  'voice-widget-toggle': 1,
  'voice-chat-message': 1,
  'voice-feedback': 1,
  'voice-history-cleared': 1,
  'voice-echo-suspected': 1,
  'voice-turn-metrics': 1,
  'voice-call-start': 1,
  'voice-call-end': 1,
  'voice-speech-start': 1,
  'voice-speech-end': 1,
  'voice-volume-level': 1,
  'voice-message': 1,
  'voice-error': 1,
  'voice-call-start-progress': 1,
  'voice-call-start-success': 1,
  'voice-call-start-failed': 1,
  'voice-camera-error': 1,
  'voice-network-quality-change': 1,
  'voice-network-connection': 1,
  'voice-call-reconnecting': 1,
  'voice-call-reconnected': 1,
  'voice-language-change': 1,
  'voice-teaser-show': 1,
  'voice-teaser-dismiss': 1,
  'voice-unread-change': 1,
  'voice-call-hold': 1,
} as const satisfies Record<VoiceEventName, 1>;

type Camel<S extends string> = S extends `${infer H}-${infer T}`
  ? `${Capitalize<H>}${Camel<T>}`
  : Capitalize<S>;

/** `onVoiceCallStart` → `'voice-call-start'`, typed with its `CustomEvent`. */
export type VoiceEventProps = {
  [K in VoiceEventName as `on${Camel<K>}`]: EventName<CustomEvent<VoiceEventDetailMap[K]>>;
};

function camel(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
}

const events = Object.fromEntries(
  Object.keys(EVENT_NAMES).map((name) => [`on${camel(name)}`, name]),
) as unknown as VoiceEventProps;

/** `<voice-demo>` as a React component. */
export const VoiceDemo = createComponent({
  react: React,
  tagName: 'voice-demo',
  elementClass: VoiceDemoElement,
  events,
});
/** `<demo-transcript>` as a React component. */
export const DemoTranscript = createComponent({
  react: React,
  tagName: 'demo-transcript',
  elementClass: DemoTranscriptElement,
  events,
});
/** `<voice-call-button>` as a React component. */
export const VoiceCallButton = createComponent({
  react: React,
  tagName: 'voice-call-button',
  elementClass: VoiceCallButtonElement,
  events,
});
/** `<voice-widget>` as a React component. */
export const VoiceWidget = createComponent({
  react: React,
  tagName: 'voice-widget',
  elementClass: VoiceWidgetElement,
  events,
});
