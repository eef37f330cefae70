/**
 * The partner snippet of the embed configurator (`/embed.html`, docs/deployment.md
 * "Embed configurator"): pure functions, no DOM, so the page and the tests
 * build it the same way.
 *
 * The snippet pins everything it loads with Subresource Integrity, from the
 * build's `integrity.json` (`scripts/build/cdn.ts`):
 * - an import map whose `integrity` section gives the digest of every chunk
 *   the entry may import later (browsers that do not know the section ignore
 *   it and load the chunks unpinned; docs/deployment.md "SRI-pinned CDN build" names the
 *   choice for strict pages);
 * - the entry `voice-widget.js` with `integrity` and `crossorigin="anonymous"`;
 * - one `<voice-widget>` with the chosen attributes, every value escaped.
 */

/** Allowed values of the choices (the element's own attribute values). */
export const CHOICES = Object.freeze({
  lang: ['es', 'he'],
  mode: ['hybrid', 'voice', 'chat'],
  position: ['bottom-end', 'bottom-start', 'bottom-center', 'inline'],
  theme: ['auto', 'light', 'dark'],
});

/** Longest consent text kept, characters. */
export const MAX_CONSENT = 500;

/** Longest teaser text kept, characters. */
const MAX_TEASER = 200;

/** Starter suggestions: at most 4, each at most 80 characters (the element's `suggestions`). */
const MAX_SUGGESTIONS = 4;
const MAX_SUGGESTION = 80;

/** `teaser-trigger`'s forms (the element's own): `load`, `exit`, `scroll:N` (0–100), `idle:N` (s). */
const TRIGGER = /^(load|exit|scroll:(100|\d{1,2})|idle:[1-9]\d{0,3})$/;

/** The avatar's URL as the element takes it: https, relative or `data:image/`; anything else ''. */
function avatarChoice(value) {
  const v = String(value ?? '').trim();
  if (!v || /[\s"'<>]/.test(v)) return '';
  return /^(https:|data:image\/)/i.test(v) || !/^[a-z][a-z\d+.-]*:/i.test(v) ? v : '';
}

/** `value` safe inside a double-quoted HTML attribute (and as text). */
export function escapeAttribute(value) {
  return String(value).replace(
    /[&"<>']/g,
    (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;', "'": '&#39;' })[c],
  );
}

/**
 * The choices, checked: unknown values fall back to the element's defaults,
 * ids and keys keep `[A-Za-z0-9._:-]` (at most 128), the accent is `#rrggbb`
 * or nothing, the consent text is trimmed to {@link MAX_CONSENT} characters; the teaser to 200,
 * its delay is whole seconds 0–600 or nothing, its trigger one of the element's forms or
 * nothing, the suggestions (one per line) at most 4 of at most 80 characters, the avatar an
 * https, relative or `data:image/` URL or nothing.
 *
 * @param {Partial<Record<string, string>>} raw the form's values.
 * @returns {{ publicKey: string, assistantId: string, apiUrl: string, lang: string, mode: string, position: string, theme: string, accent: string, consentText: string, teaser: string, teaserDelay: string, teaserTrigger: string, suggestions: string[], avatar: string }}
 */
export function normalizeChoices(raw) {
  const pick = (name) => (CHOICES[name].includes(raw[name]) ? raw[name] : CHOICES[name][0]);
  const token = (v) =>
    String(v ?? '')
      .trim()
      .replace(/[^A-Za-z0-9._:-]/g, '')
      .slice(0, 128);
  const accent = /^#[0-9a-fA-F]{6}$/.test(String(raw.accent ?? ''))
    ? String(raw.accent).toLowerCase()
    : '';
  let apiUrl = '';
  try {
    const url = new URL(String(raw.apiUrl ?? ''));
    if (url.protocol === 'https:' || url.protocol === 'http:') apiUrl = url.href.replace(/\/$/, '');
  } catch {
    apiUrl = '';
  }
  return {
    publicKey: token(raw.publicKey),
    assistantId: token(raw.assistantId),
    apiUrl,
    lang: pick('lang'),
    mode: pick('mode'),
    position: pick('position'),
    theme: pick('theme'),
    accent,
    consentText: String(raw.consentText ?? '')
      .trim()
      .slice(0, MAX_CONSENT),
    teaser: String(raw.teaser ?? '')
      .trim()
      .slice(0, MAX_TEASER),
    teaserDelay: /^\d{1,3}$/.test(String(raw.teaserDelay ?? '').trim())
      ? String(Math.min(600, Number(String(raw.teaserDelay).trim())))
      : '',
    teaserTrigger: TRIGGER.test(String(raw.teaserTrigger ?? '').trim())
      ? String(raw.teaserTrigger).trim()
      : '',
    suggestions: String(raw.suggestions ?? '')
      .split('\n')
      .map((line) => line.trim().slice(0, MAX_SUGGESTION))
      .filter(Boolean)
      .slice(0, MAX_SUGGESTIONS),
    avatar: avatarChoice(raw.avatar),
  };
}

/**
 * The `<voice-widget>` element of the choices (also the live preview's attributes).
 *
 * @param {ReturnType<typeof normalizeChoices>} c
 * @returns {Array<[string, string]>} attribute name → value ('' for a boolean attribute), in the snippet's order.
 */
export function widgetAttributes(c) {
  const attrs = [
    ['public-key', c.publicKey],
    ['assistant-id', c.assistantId],
  ];
  if (c.apiUrl) attrs.push(['api-url', c.apiUrl]);
  attrs.push(['lang', c.lang], ['mode', c.mode], ['position', c.position], ['theme', c.theme]);
  if (c.consentText) attrs.push(['require-consent', ''], ['consent-text', c.consentText]);
  if (c.accent) attrs.push(['style', `--voice-widget-accent: ${c.accent}`]);
  if (c.avatar) attrs.push(['avatar', c.avatar]);
  if (c.teaser) {
    attrs.push(['teaser', c.teaser]);
    if (c.teaserDelay) attrs.push(['teaser-delay', c.teaserDelay]);
    if (c.teaserTrigger) attrs.push(['teaser-trigger', c.teaserTrigger]);
  }
  if (c.suggestions.length > 0) attrs.push(['suggestions', JSON.stringify(c.suggestions)]);
  return attrs;
}

/**
 * The snippet a partner pastes before `</body>`.
 *
 * @param {{ base: string, integrity: { path: string, files: Record<string, string> }, choices: ReturnType<typeof normalizeChoices> }} o
 *   `base`: the site's origin with a trailing slash (`https://voice.example/`);
 *   `integrity`: the build's `integrity.json`.
 * @returns {string} HTML: the import map, the entry's script tag, the element.
 * @throws {Error} when `integrity.json` has no digest for the entry.
 */
export function embedSnippet({ base, integrity, choices }) {
  const folder = new URL(integrity.path, base).href;
  const entry = integrity.files['voice-widget.js'];
  if (!entry) throw new Error('integrity.json has no digest for voice-widget.js');
  const chunks = Object.fromEntries(
    Object.entries(integrity.files)
      .filter(([path]) => path.startsWith('chunks/') && path.endsWith('.js'))
      .map(([path, digest]) => [new URL(path, folder).href, digest]),
  );
  const importMap = JSON.stringify({ integrity: chunks }, null, 2).replace(/</g, '\\u003c');
  const attributes = widgetAttributes(choices)
    .map(([name, value]) =>
      value === '' && name === 'require-consent'
        ? ` ${name}`
        : ` ${name}="${escapeAttribute(value)}"`,
    )
    .join('');
  return [
    '<script type="importmap">',
    importMap,
    '</script>',
    `<script type="module" src="${escapeAttribute(new URL('voice-widget.js', folder).href)}" integrity="${escapeAttribute(entry)}" crossorigin="anonymous"></script>`,
    `<voice-widget${attributes}></voice-widget>`,
  ].join('\n');
}
