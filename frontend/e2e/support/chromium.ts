/// <reference types="node" />
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** CHROMIUM_PATH overrides the browser (e.g. to check the skip and CI-failure paths). */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

export const inCi = process.env.CI === 'true';
export const chromiumMissing = !existsSync(CHROMIUM);

/**
 * Without Chromium the browser tests are skipped on a workstation (with a warning) but fail in CI, where a
 * silent skip would pass a build that tested nothing. Use as `describe.skipIf(skipBrowserTests)` and call
 * `assertChromium()` first thing in `beforeAll`.
 */
export const skipBrowserTests = chromiumMissing && !inCi;
if (skipBrowserTests) {
  console.warn(
    `[browser tests] SKIPPED: no Chromium at ${CHROMIUM}. Install it (apt-get install chromium) to run them.`,
  );
}

export function assertChromium(): void {
  if (chromiumMissing) {
    throw new Error(`CI=true but no Chromium at ${CHROMIUM}: the browser tests cannot run. Install chromium.`);
  }
}

export interface LaunchOptions {
  baseUrl: string;
  viewport?: { width: number; height: number };
}

export interface LaunchedBrowser {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Chromium with one page on the app; page errors and unexpected console errors are echoed to the test output. */
export async function launchBrowser({ baseUrl, viewport = { width: 1280, height: 800 } }: LaunchOptions) {
  assertChromium();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ baseURL: baseUrl, viewport, acceptDownloads: true });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[page error]', error.message));
  page.on('console', (message) => {
    // API answers such as 401 and 409 are part of the flows; Chromium logs each one as a resource error.
    const expected = message.text().startsWith('Failed to load resource');
    if ((message.type() === 'error' || message.type() === 'warning') && !expected) {
      console.warn(`[browser ${message.type()}]`, message.text());
    }
  });
  return { browser, context, page, close: () => browser.close() } satisfies LaunchedBrowser;
}
