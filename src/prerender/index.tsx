/**
 * The prerenderer (docs/prerendering.md "How a page is prerendered"): `<voice-demo>` rendered to
 * declarative shadow DOM with `react-dom/server`, from the elements' own components. Built for
 * Node as `dist/ssr/prerender.js`; the page server uses it once per language at start-up.
 */
import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { TRANSCRIPT } from '../common/demo/transcript-data.ts';
import { DemoPlayback } from '../common/demo/playback.ts';
import { DICTIONARIES, parseDemoLang, type DemoLang as Lang } from '../common/demo/dictionary.ts';
import { button as esButton } from '../common/i18n/langs/es.ts';
import { button as heButton } from '../common/i18n/langs/he.ts';
import { ToastStore } from '../voice-demo/toasts.ts';
import { checkedUrl } from '../common/element/url-attr.ts';
import {
  callButtonAttributes,
  VoiceDemo,
  VOICE_DEMO_DEFAULTS,
  type VoiceDemoProps,
} from '../voice-demo/VoiceDemo.tsx';
import { audioBaseFor, AUDIO_FORMATS } from '../voice-demo/audio.ts';
import { VOICE_DEMO_CSS } from '../voice-demo/styles.ts';
import { CallButton, type CallButtonProps } from '../voice-call-button/CallButton.tsx';
import { CALL_BUTTON_CSS } from '../voice-call-button/styles.ts';
import { CONNECTING_LABEL_ATTRIBUTE } from '../voice-call-button/pending-press.ts';

/** An element's attributes as the page writes them: name → value (`""` for a bare boolean attribute). */
export type Attributes = Readonly<Record<string, string>>;

/** One prerendered element. */
export interface Prerendered {
  /** The element's whole markup: start tag with its attributes, declarative shadow root, end tag. */
  readonly html: string;
  /** CSP hash sources of every `<style>` in it (`'sha256-…'`), for the page's `style-src`. */
  readonly styleHashes: readonly string[];
}

/** `'sha256-<base64>'` of a style element's text (CSP3 hash-source). */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/** A host stub with the attribute reads, services and no-op actions the components use while rendering. */
function hostStub(
  tag: string,
  attributes: Attributes,
  services: object,
): { readonly host: object } {
  return {
    host: {
      localName: tag,
      hasAttribute: (name: string) => Object.hasOwn(attributes, name),
      getAttribute: (name: string) => (Object.hasOwn(attributes, name) ? attributes[name] : null),
      warnOnce: (message: string) => console.warn(message),
      setLang: () => {},
      ...services,
    },
  };
}

/** r2wc's props from attributes: `assistant-id` → `assistantId` (absent or `""`: undefined, as the elements read them). */
function propsOf(attributes: Attributes): Record<string, string> {
  const props: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== '') props[name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return props;
}

function shadowRoot(css: readonly string[], inner: string): string {
  // Styles first, so a frame painted mid-stream is already styled (docs/prerendering.md "Styles and the CSP").
  return `<template shadowrootmode="open">${css.map((text) => `<style>${text}</style>`).join('')}${inner}</template>`;
}

/** A custom element's markup: attributes escaped by React, children as given. */
function element(tag: string, attributes: Attributes, children: string): string {
  return renderToStaticMarkup(
    createElement(tag, { ...attributes, dangerouslySetInnerHTML: { __html: children } }),
  );
}

/** The live button, as `<voice-demo>` configures it, with its shadow root. */
function prerenderCallButton(attributes: Attributes, lang: Lang): string {
  const withLabel = {
    ...attributes,
    [CONNECTING_LABEL_ATTRIBUTE]: (lang === 'he' ? heButton : esButton).callConnecting,
  };
  const call = { status: 'idle', subscribe: () => () => {} };
  const props = {
    ...propsOf(attributes),
    container: hostStub('voice-call-button', attributes, {
      call,
      live: undefined,
      subscribeLive: () => () => {},
    }),
  } as unknown as CallButtonProps;
  return element(
    'voice-call-button',
    withLabel,
    shadowRoot(CALL_BUTTON_CSS, renderToString(createElement(CallButton, props))),
  );
}

/** The demo's `<audio controls>` with its sources: the native player works before, and without, JavaScript. */
function prerenderAudio(base: string, label: string): string {
  return renderToStaticMarkup(
    createElement(
      'audio',
      // As `createDemoAudio` makes it.
      {
        controls: true,
        preload: 'metadata',
        className: 'audio',
        part: 'audio',
        'data-base': base,
        'aria-label': label,
      },
      AUDIO_FORMATS.map(([extension, type]) =>
        createElement('source', { key: extension, src: `${base}.${extension}`, type }),
      ),
    ),
  );
}

/**
 * Prerenders one `<voice-demo>` from its attributes as the page has them.
 * @returns the element's markup, to replace `<voice-demo …></voice-demo>`, and its style hashes.
 */
export function prerenderVoiceDemo(attributes: Attributes): Prerendered {
  const warn = (message: string) => console.warn(message);
  const lang = parseDemoLang(attributes['lang'], warn);
  const props = propsOf(attributes) as VoiceDemoProps;
  const has = (name: string) => Object.hasOwn(attributes, name) && attributes[name] !== 'false';
  const assistantName = props.assistantName || DICTIONARIES[lang].assistantName;
  const buttonAttributes = Object.fromEntries(
    Object.entries(
      callButtonAttributes(props, {
        lang,
        assistantName,
        requireConsent: has('require-consent'),
        feedback: has('feedback'),
      }),
    ).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const audioBase = audioBaseFor(
    checkedUrl('audio-src', props.audioSrc, warn) ?? VOICE_DEMO_DEFAULTS.audioSrc,
    lang,
  );
  const services = { playback: new DemoPlayback(TRANSCRIPT), toasts: new ToastStore() };
  const demoProps = {
    ...props,
    container: hostStub('voice-demo', attributes, services),
    prerendered: {
      audio: prerenderAudio(audioBase, DICTIONARIES[lang].audioLabel),
      callButton: prerenderCallButton(buttonAttributes, lang),
    },
  } as unknown as VoiceDemoProps;
  const inner = renderToString(createElement(VoiceDemo, demoProps));
  return {
    html: element('voice-demo', attributes, shadowRoot(VOICE_DEMO_CSS, inner)),
    styleHashes: [...new Set([...VOICE_DEMO_CSS, ...CALL_BUTTON_CSS].map(styleHash))],
  };
}
