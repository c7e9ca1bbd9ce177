/// <reference types="node" />
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

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
  /** Console errors and uncaught page errors seen so far (the expected ones left out). */
  consoleErrors: string[];
  /** A console error the test provokes on purpose (e.g. a vendor failure it simulates) is not a failure. */
  allowConsoleError(pattern: RegExp): void;
  /** Throws when the page logged a console error or threw an uncaught error; clears the list. */
  assertNoConsoleErrors(): void;
  /** Closes the browser, then fails the suite if any console or page error was left unreported. */
  close(): Promise<void>;
}

/**
 * Chromium answers every 4xx response with 'Failed to load resource: … status of 409 (Conflict)'. Refusals such
 * as 401, 404 and 409 are part of the flows; a 5xx or a network failure is not, so those still fail the test.
 */
const CLIENT_ERROR_RESOURCE = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/** Where a console message was logged, for the failure message. */
const where = (message: ConsoleMessage) => {
  const { url, lineNumber } = message.location();
  return url ? ` (${url}:${lineNumber})` : '';
};

/**
 * Chromium with one page on the app. Any console error or uncaught page error fails the suite (issue 15): it is
 * collected here, reported by `assertNoConsoleErrors()` (call it in `afterEach`) and at the latest by `close()`.
 */
export async function launchBrowser({ baseUrl, viewport = { width: 1280, height: 800 } }: LaunchOptions) {
  assertChromium();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ baseURL: baseUrl, viewport, acceptDownloads: true });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const allowed: RegExp[] = [];
  const record = (text: string) => {
    if (!allowed.some((pattern) => pattern.test(text))) consoleErrors.push(text);
  };
  context.on('weberror', (error) => record(`[page error] ${error.error().message}`));
  context.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !CLIENT_ERROR_RESOURCE.test(text)) {
      record(`[console error] ${text}${where(message)}`);
    } else if (message.type() === 'warning') {
      console.warn('[browser warning]', text);
    }
  });
  const assertNoConsoleErrors = () => {
    if (!consoleErrors.length) return;
    const found = consoleErrors.splice(0);
    throw new Error(`The page logged ${found.length} error(s):\n${found.join('\n')}`);
  };
  const launched: LaunchedBrowser = {
    browser,
    context,
    page,
    consoleErrors,
    allowConsoleError: (pattern) => void allowed.push(pattern),
    assertNoConsoleErrors,
    close: async () => {
      await browser.close();
      assertNoConsoleErrors();
    },
  };
  return launched;
}
