// @custom-elements-manifest/analyzer: `npm run build` writes dist/custom-elements.json
// (package.json "customElements") from the elements' JSDoc: @attr, @fires,
// @csspart, @cssprop, @slot, one tag per name. scripts/checks/manifest.ts then
// checks that it lists everything the README documents.
export default {
  globs: [
    'src/voice-demo/voice-demo.ts',
    'src/demo-transcript/demo-transcript.ts',
    'src/voice-call-button/voice-call-button.ts',
    'src/voice-widget/voice-widget.ts',
  ],
  outdir: 'dist',
  packagejson: false,
};
