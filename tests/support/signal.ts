/** Test signals for the platform's audio units (tests/server/audio/). */

/** `n` samples of a sine of `hz` at `rate` samples per second, peak `amplitude`. */
export function sine(n: number, hz: number, rate: number, amplitude = 0.5): Float32Array {
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = amplitude * Math.sin((2 * Math.PI * hz * i) / rate);
  return out;
}
