import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Cross-origin isolation (COOP/COEP) in dev and preview, so SharedArrayBuffer (which Z3's
// WebAssembly threads need) is available.
const isolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export default defineConfig({
  plugins: [react()],
  // z3-solver's browser entry reads the Emscripten loader from `global`.
  define: { global: 'globalThis' },
  resolve: {
    alias: {
      // In the browser, PNGs come from a canvas, not from sharp.
      '@knossos/export/png': fileURLToPath(new URL('./src/browser-png.ts', import.meta.url)),
    },
  },
  worker: { format: 'es' },
  server: { headers: isolation },
  preview: { headers: isolation, port: 4173, strictPort: false },
  build: { target: 'es2022', chunkSizeWarningLimit: 2000 },
});
