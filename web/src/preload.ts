/*
 * What the first screen leaves out but a user soon needs (menus, dialogs, the error report) loads
 * once the page has settled, while the browser is idle: the first screen does not wait for it, and
 * an error dialog still opens when the connection is lost later (docs/decisions/0128).
 */

/** After the page's load event, this long and then an idle moment of the browser. */
const SETTLE_MS = 2000;

export function preloadWhenIdle(loaders: (() => Promise<unknown>)[]): void {
  const run = () => {
    for (const load of loaders) void load().catch(() => undefined);
  };
  const whenIdle = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
      else run();
    }, SETTLE_MS);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * What a screen shows without but soon needs (the order form's date pickers, dropdowns and phone
 * rules): loaded in the browser's first idle moment after the screen's first render, at the latest
 * after `timeoutMs` (docs/decisions/0143).
 */
export function loadWhenIdle(loaders: (() => Promise<unknown>)[], timeoutMs = 1000): () => void {
  const run = () => {
    for (const load of loaders) void load().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
