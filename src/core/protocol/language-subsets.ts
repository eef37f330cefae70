/**
 * The subsets of the one list of languages (`LANGS`, `languages.ts`) that the demo site and the local
 * platform's dialogue speak. A module of their own, so the launcher, which reads `LANGS`, carries
 * none of them (the bundler kept an unused subset in its chunk while they shared a module).
 */
import type { Lang } from './languages.ts';

/** The demo site's languages (docs/behaviour.md §4 "Language"): its page copy, pages and host page. */
export const DEMO_LANGS = ['es', 'he'] as const satisfies readonly Lang[];

/** A language of the demo site. */
export type DemoLang = (typeof DEMO_LANGS)[number];

/** The languages the local platform's assistants speak (docs/platform.md "Languages"). */
export const DIALOGUE_LANGS = ['es', 'he', 'en'] as const satisfies readonly Lang[];

/** A language of the local platform's dialogue. */
export type DialogueLang = (typeof DIALOGUE_LANGS)[number];
