/** Types of `page-strings.js` (the demo host page's own texts, per language). */
export interface PageStrings {
  readonly title: string;
  readonly description: string;
  /** The floating assistant's heading. */
  readonly heading: string;
  /** The footer's link to the embed configurator: its text and address. */
  readonly embedLink: string;
  readonly embedHref: string;
}
export declare const PAGE_STRINGS: { readonly es: PageStrings; readonly he: PageStrings };
