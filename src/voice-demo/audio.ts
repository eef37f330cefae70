/** Creates the demo's `<audio>`, owned by the host element so a React remount never restarts it. */
export function createDemoAudio(doc: Document): HTMLAudioElement {
  const audio = doc.createElement('audio');
  audio.controls = true;
  audio.preload = 'metadata';
  audio.className = 'audio';
  audio.setAttribute('part', 'audio');
  return audio;
}

/** The audio source base for `lang`: `template` with `{lang}` replaced (no extension). */
export function audioBaseFor(template: string, lang: string): string {
  return template.replace(/\{lang\}/g, lang);
}

/** The demo audio's formats, in the order offered: AAC, then MP3 for browsers without AAC. */
export const AUDIO_FORMATS: readonly (readonly [extension: string, type: string])[] = [
  ['m4a', 'audio/mp4'],
  ['mp3', 'audio/mpeg'],
];

/** Points `audio` at `base` in {@link AUDIO_FORMATS} and reloads it; a no-op for the same base. */
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
