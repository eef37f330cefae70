/**
 * Control characters (C0, DEL and C1): text from the wire, a tool or a visitor is shown, spoken
 * and logged without them. Shared by the browser code and the local platform.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;

/** `text` with each run of control characters replaced by `replacement` (a space by default). */
export function replaceControlCharacters(text: string, replacement = ' '): string {
  return text.replace(CONTROL_CHARACTERS, replacement);
}
