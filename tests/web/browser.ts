import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { webBuildEnv, webBuildIsStale } from '../../infra/web-build.ts';
import { startTestPortal, type TestPortal } from '../harness/portal.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const screenshotDir = path.join(root, 'test-results/screenshots');

/** Chromium from Debian's packages, as `.ci/run` installs it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

/** The development password of the seeded sign-ins (SEED_PASSWORD's default). */
export const SEED_PASSWORD = 'Portal-2026!';

/** Signs in through the app's sign-in button and the provider's page, as a user would. */
export async function signInThroughPage(
  page: Page,
  username: string,
  password = SEED_PASSWORD,
): Promise<void> {
  await page.getByRole('banner').getByTestId('sign-in').click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && url.pathname !== '/auth/callback');
}

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install it with 'apt-get install -y chromium'`);
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Builds the web app when web/dist is missing or older than its sources, since the API serves
 * web/dist. A directory lock keeps parallel test files from building over each other.
 */
export async function ensureWebBuild(): Promise<void> {
  if (!webBuildIsStale()) return;
  const lock = path.join(root, 'test-results/.web-build.lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`web build lock ${lock} held for too long; remove it if stale`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    if (!webBuildIsStale()) return;
    const vite = path.join(root, 'node_modules/vite/bin/vite.js');
    const result = spawnSync(process.execPath, [vite, 'build', 'web', '--logLevel', 'warn'], {
      cwd: root,
      encoding: 'utf8',
      // Vitest runs with NODE_ENV=test, which would make React's development build.
      env: webBuildEnv(),
    });
    if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
  } finally {
    rmdirSync(lock);
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page and returns the serious and critical violations. Evaluated through the
 * debugging protocol, so the page keeps its own content security policy.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return (violations as AxeViolation[]).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
    .join('\n');
}

/**
 * Chromium with one English page, reduced motion and a wide window, signed in as `username`
 * through the sign-in page that opening `path` leads to.
 */
export async function openSignedIn(
  baseUrl: string,
  username: string,
  path: string,
  options: { viewport?: { width: number; height: number }; acceptDownloads?: boolean } = {},
): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchChromium();
  const page = await browser.newPage({
    locale: 'en-US',
    reducedMotion: 'reduce',
    viewport: options.viewport ?? { width: 1600, height: 1000 },
    ...(options.acceptDownloads ? { acceptDownloads: true } : {}),
  });
  await page.goto(`${baseUrl}${path}`);
  await signInThroughPage(page, username);
  return { browser, page };
}

/** A portal of the test file's own with one page signed in to it. */
export interface SignedInSession {
  readonly portal: TestPortal;
  readonly browser: Browser;
  readonly page: Page;
}

export interface SignedInSessionOptions {
  username: string;
  /** Where the page starts: the sign-in brings it back here. */
  path: string;
  /** Configuration of the portal (see startTestPortal), or a function for values known only in an earlier hook. */
  env?: Record<string, string> | (() => Record<string, string>);
  viewport?: { width: number; height: number };
  acceptDownloads?: boolean;
  /** Data the page should find, saved once the portal runs and before the browser opens. */
  before?: (portal: TestPortal) => Promise<void>;
  /** Opens `path` once more after the sign-in, a first load with the session already in place. */
  reopen?: boolean;
  /** Waits for this heading (after `reopen`). */
  heading?: string;
  /** Last step of the preparation, with the page signed in. */
  ready?: (session: SignedInSession) => Promise<void>;
  /** For the preparation as a whole, where `before` takes longer than the hook timeout. */
  timeout?: number;
}

/**
 * The preamble of a test file whose tests share one portal and one signed-in page: registers a
 * `beforeAll` that builds the web app, starts the portal and signs `username` in on `path`, and an
 * `afterAll` that closes the browser and stops the portal. The fields of the returned session are
 * there once `beforeAll` ran.
 */
export function signedInSession(options: SignedInSessionOptions): SignedInSession {
  const opened: { portal?: TestPortal; browser?: Browser; page?: Page } = {};
  const required = <Value>(value: Value | undefined, name: string): Value => {
    if (value === undefined) throw new Error(`the session's ${name} is there once beforeAll ran`);
    return value;
  };
  const session: SignedInSession = {
    get portal() {
      return required(opened.portal, 'portal');
    },
    get browser() {
      return required(opened.browser, 'browser');
    },
    get page() {
      return required(opened.page, 'page');
    },
  };

  beforeAll(async () => {
    await ensureWebBuild();
    const portal = await startTestPortal(typeof options.env === 'function' ? options.env() : options.env);
    opened.portal = portal;
    await options.before?.(portal);
    const { browser, page } = await openSignedIn(portal.url, options.username, options.path, options);
    opened.browser = browser;
    opened.page = page;
    if (options.reopen) await page.goto(`${portal.url}${options.path}`);
    if (options.heading) await page.getByRole('heading', { name: options.heading }).waitFor();
    await options.ready?.(session);
  }, options.timeout);

  afterAll(async () => {
    await opened.browser?.close();
    await opened.portal?.stop();
  });

  return session;
}

/** A logged-out visitor's page (English, reduced motion), collecting the page's script errors. */
export async function openVisitor(
  viewport: { width: number; height: number } = { width: 1440, height: 900 },
): Promise<{ browser: Browser; page: Page; pageErrors: string[] }> {
  const browser = await launchChromium();
  const page = await browser.newPage({ locale: 'en-US', reducedMotion: 'reduce', viewport });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  mkdirSync(screenshotDir, { recursive: true });
  return { browser, page, pageErrors };
}
