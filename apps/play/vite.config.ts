import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The game is a static site: `vite build` writes dist/, and a Workbox service worker caches every
// file of it, so the game keeps working offline once it has loaded.
export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html}'],
        // Chunks the game never loads: the families' Node worker entries (batches, async
        // generation) and Z3's browser loader (Flow's Z3 method, which the game does not use).
        globIgnores: ['**/async-worker-*', '**/batch-worker-*', '**/batch-pool-*', '**/browser-*'],
        maximumFileSizeToCacheInBytes: 8e6,
        // A new version takes over at once, and the first visit's page is controlled too.
        skipWaiting: true,
        clientsClaim: true,
      },
    }),
  ],
  resolve: {
    alias: {
      // The game draws no PNG files; sharp (Node only) stays out of the bundle.
      '@knossos/export/png': fileURLToPath(new URL('./src/no-png.ts', import.meta.url)),
    },
  },
  worker: { format: 'es' },
  preview: { port: 4174, strictPort: false },
  build: { target: 'es2022', chunkSizeWarningLimit: 3000 },
});
