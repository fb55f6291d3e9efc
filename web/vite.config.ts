import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const packageJson = JSON.parse(readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')) as {
  version: string;
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  define: { __FRONTEND_VERSION__: JSON.stringify(packageJson.version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The signed-in app, and the consignees' tracking page with a small bundle of its own.
    rolldownOptions: {
      input: {
        main: path.join(import.meta.dirname, 'index.html'),
        track: path.join(import.meta.dirname, 'track.html'),
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/oidc': 'http://127.0.0.1:3000' } },
});
