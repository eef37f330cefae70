/**
 * Types of `page-strings.js` (the demo host page's own texts, one per `DEMO_LANGS` language of the
 * one list, src/core/protocol/language-subsets.ts). That file is plain JavaScript served as it is, so it
 * cannot import the list: this type asks the server for every language, and
 * tests/server/demo-page.test.ts checks the file has exactly those keys.
 */
import type { DemoLang } from '../src/core/protocol/language-subsets.ts';

export interface PageStrings {
  readonly title: string;
  readonly description: string;
  /** The floating assistant's heading. */
  readonly heading: string;
  /** The footer's link to the embed configurator: its text and address. */
  readonly embedLink: string;
  readonly embedHref: string;
}
export declare const PAGE_STRINGS: Readonly<Record<DemoLang, PageStrings>>;
