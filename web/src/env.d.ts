/** The frontend's version, taken from package.json when the bundle is built (web/vite.config.ts). */
declare const __FRONTEND_VERSION__: string;

declare module '*.css';
