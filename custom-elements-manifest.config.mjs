// @custom-elements-manifest/analyzer: `npm run build` writes dist/custom-elements.json
// (package.json "customElements") from the elements' JSDoc: @attr, @fires,
// @csspart, @cssprop, @slot, one tag per name; a long description may wrap onto
// several JSDoc lines, which the analyzer joins with spaces. `npm run docs:tables`
// (scripts/build/docs-tables.ts) writes the tables of docs/elements/*.md from it, and
// scripts/checks/manifest.ts checks that they and the docs' prose match it.
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
