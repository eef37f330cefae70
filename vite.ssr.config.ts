/**
 * Third build step: the prerenderer (`src/prerender/`, docs/prerendering.md)
 * for Node, as `dist/ssr/prerender.js`. Self-contained (React's production
 * server renderer bundled in, so no development warnings and no
 * `NODE_ENV` to set), not published (`package.json` `files` lists only
 * `dist/*.js`, `dist/chunks/`), and read by the platform's page server at start-up.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  css: { postcss: './postcss.config.js' },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/prerender/index.tsx',
    target: 'node20',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    minify: false,
    rollupOptions: { output: { entryFileNames: 'prerender.js', inlineDynamicImports: true } },
  },
});
