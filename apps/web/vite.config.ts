import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { precompress } from './build-tools/precompress';

/**
 * The server serves dist/ and answers everything outside /api and /assets with index.html,
 * so every script chunk must live under /assets/js/ (spec section 1) and styles under /assets/css/.
 * HIVIS_API_URL points the dev proxy at another server when port 3000 is taken.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, '.', 'HIVIS_');
  const apiTarget = env.HIVIS_API_URL ?? 'http://localhost:3000';
  return {
    plugins: [react(), precompress()],
    server: {
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
        '/dev': { target: apiTarget, changeOrigin: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Maps are written for an error-reporting service to pick up, but not linked from the chunks.
      sourcemap: 'hidden',
      rolldownOptions: {
        output: {
          entryFileNames: 'assets/js/[name]-[hash].js',
          chunkFileNames: 'assets/js/[name]-[hash].js',
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css')) ? 'assets/css/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]',
        },
      },
    },
  };
});
