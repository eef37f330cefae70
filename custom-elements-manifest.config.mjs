// @custom-elements-manifest/analyzer: `npm run build` writes dist/custom-elements.json
// (package.json "customElements") from the elements' JSDoc: @attr, @fires,
// @csspart, @cssprop, @slot, one tag per name. scripts/check-manifest.ts then
// checks that it lists everything the README documents.
export default {
  globs: ['src/elements/voice-demo.ts', 'src/elements/demo-transcript.ts', 'src/elements/voice-call-button.ts', 'src/elements/voice-widget.ts'],
  outdir: 'dist',
  packagejson: false,
};
