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
    // Which chunks each route loads, for `npm run bench:web`.
    manifest: true,
    rolldownOptions: {
      // The signed-in app, and the consignees' tracking page with a small bundle of its own.
      input: {
        main: path.join(import.meta.dirname, 'index.html'),
        track: path.join(import.meta.dirname, 'track.html'),
      },
      output: {
        // The libraries every screen needs at once, each in a chunk of its own: no chunk over
        // 500 kB, and a release that changes only the app's code leaves them cached.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/oidc': 'http://127.0.0.1:3000' } },
});
