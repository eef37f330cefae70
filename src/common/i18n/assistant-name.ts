import type { Lang } from '../../core/lang.ts';

/** Default assistant display names per language (overridden by `assistant-name`). Its own module so the widget launcher need not load the dictionary. */
export const DEFAULT_ASSISTANT_NAME: Readonly<Record<Lang, string>> = { es: 'Sofía', he: 'סופיה' };
