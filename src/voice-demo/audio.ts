/**
 * The demo's `<audio>` element, owned by the host element (not by React) so a
 * React remount never restarts playback (keep media and call state
 * out of React's lifetime).
 */

/**
 * Creates the demo audio element: native controls, metadata preload,
 * `part="audio"` for host styling.
 */
export function createDemoAudio(doc: Document): HTMLAudioElement {
  const audio = doc.createElement('audio');
  audio.controls = true;
  audio.preload = 'metadata';
  audio.className = 'audio';
  audio.setAttribute('part', 'audio');
  return audio;
}

/**
 * The audio source base for `lang`: `template` with `{lang}` replaced, e.g.
 * `audio/demo-call-{lang}` → `audio/demo-call-he`. The `.m4a` (AAC) and
 * `.mp3` extensions are appended by {@link setAudioSources}.
 */
export function audioBaseFor(template: string, lang: string): string {
  return template.replace(/\{lang\}/g, lang);
}

/** The demo audio's formats, in the order offered: extension and MIME type (AAC, then MP3 for browsers without AAC). */
export const AUDIO_FORMATS: readonly (readonly [extension: string, type: string])[] = [
  ['m4a', 'audio/mp4'],
  ['mp3', 'audio/mpeg'],
];

/**
 * Points `audio` at `<base>.m4a` (AAC, `audio/mp4`) with an `<base>.mp3`
 * fallback, and reloads it. No-op when it already plays that base, so it is
 * safe to call on every render. Changing the source stops playback.
 */
export function setAudioSources(audio: HTMLAudioElement, base: string): void {
  if (audio.dataset['base'] === base) return;
  audio.dataset['base'] = base;
  const doc = audio.ownerDocument;
  const sources = AUDIO_FORMATS.map(([extension, type]) => {
    const s = doc.createElement('source');
    s.src = `${base}.${extension}`;
    s.type = type;
    return s;
  });
  audio.replaceChildren(...sources);
  audio.load();
}
