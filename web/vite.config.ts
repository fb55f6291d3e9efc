import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const packageJson = JSON.parse(readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')) as {
  version: string;
};

/**
 * Mantine parts of the first screen import more than the first screen uses: ScrollArea takes one
 * ref-merging hook from @floating-ui/react, AppShell's header two class names from
 * react-remove-scroll (docs/decisions/0128); every Table brings its scroll container with
 * ScrollArea, and AppShell's sections a resize handle for resizable sections, which the portal has
 * none of (docs/decisions/0142). Those imports get small stand-ins (src/shims), so the floating
 * library and the scroll lock load with the first menu or dialog, and the scroll container with
 * the administration tables that use it.
 */
const firstScreenShims: Plugin = {
  name: 'first-screen-shims',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer) return null;
    if (source === '@floating-ui/react' && /[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer))
      return path.join(import.meta.dirname, 'src/shims/floating-ui-merge-refs.ts');
    if (source === 'react-remove-scroll' && /[\\/]components[\\/]AppShell[\\/]/.test(importer))
      return path.join(import.meta.dirname, 'src/shims/remove-scroll-class-names.ts');
    if (source === './TableScrollContainer.mjs' && /[\\/]Table[\\/]Table\.mjs$/.test(importer))
      return path.join(import.meta.dirname, 'src/shims/table-scroll-container.ts');
    if (
      source === '../AppShellResizeHandle/AppShellResizeHandle.mjs' &&
      /[\\/]components[\\/]AppShell[\\/]AppShell(Header|Navbar|Aside|Footer)[\\/]/.test(importer)
    )
      return path.join(import.meta.dirname, 'src/shims/app-shell-resize-handle.ts');
    return null;
  },
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [firstScreenShims, react()],
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
