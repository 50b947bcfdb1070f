import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress';
import { preloadFonts } from './scripts/preload-fonts';

const apiSrc = fileURLToPath(new URL('../api/src', import.meta.url));

// `vite build --ssr` builds the server renderer: one CommonJS file with every dependency inside, which
// the API (CommonJS) loads with require, beside the browser build it serves.
const serverBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  target: 'node20',
  rollupOptions: {
    input: 'src/app/entry-server.tsx',
    output: { format: 'cjs', entryFileNames: 'entry-server.cjs', inlineDynamicImports: true },
  },
} as const;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // The headline face and the text face; the italic loads only where a page has italics.
    preloadFonts([/anton-latin-400-normal-[\w-]+\.woff2$/, /inter-latin-wght-normal-[\w-]+\.woff2$/]),
    // Brotli and gzip copies of every text file, served as they are by the API.
    precompress(),
  ],
  resolve: { alias: { '@api': apiSrc } },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  ssr: { noExternal: true, target: 'node' },
  // The renderer always runs React's production build, whatever NODE_ENV the API was started with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        assetsDir: 'assets',
        // The budget check reads the manifest to find the home route's first-load chunks.
        manifest: true,
        target: 'es2022',
        // Every browser the es2022 target runs in knows <link rel="modulepreload">: no polyfill in the first load.
        modulePreload: { polyfill: false },
      },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
}));
