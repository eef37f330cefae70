/**
 * The launcher's optional parts, one chunk loaded only when a page sets `teaser` or `avatar` (or
 * calls `showTeaser()`): the teaser bubble and the launcher's avatar, with their styles. A partner
 * page without them loads none of it; one with them fetches it beside its language's texts.
 */
import avatarCss from './launcher-avatar.css?inline';
import teaserCss from './teaser/teaser.css?inline';

export { renderAvatar } from './launcher-avatar.ts';
export { Teaser } from './teaser/teaser.ts';

/** The styles of the teaser and the avatar, adopted once beside the launcher's. */
export const extrasCss = teaserCss + avatarCss;
