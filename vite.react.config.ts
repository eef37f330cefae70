/**
 * Second build step: the React wrappers' entry `dist/react.js`
 * (`voice-widgets/react`, src/react/index.ts). React and `@lit/react` stay
 * imports (React is the app's own, a peer dependency; `@lit/react` a
 * dependency), and the elements come from the bundle next to it
 * (`./voice-widgets.js`), so an app that uses both loads the elements once.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    lib: {
      entry: { react: 'src/react/index.ts' },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rollupOptions: {
      external: ['react', '@lit/react'],
      output: { minify: true },
    },
  },
  plugins: [
    {
      name: 'elements-from-the-bundle',
      enforce: 'pre',
      resolveId(source, importer) {
        if (
          source === '../index.ts' &&
          importer?.replace(/\\/g, '/').endsWith('/src/react/index.ts')
        )
          return { id: './voice-widgets.js', external: 'relative' };
        return null;
      },
    },
  ],
});
