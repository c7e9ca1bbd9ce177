/// <reference types="node" />
import type { Locator, Page } from 'playwright-core';
import { sleep } from './app';
import { loadFake } from './fakes';
import type { TestUser } from './ui';

/**
 * What the search browser test needs besides the shared support: the backend's fake web-search vendors, calls to
 * the API from the test process, polling, and locators for the result screens (src/search).
 */

export interface FakeVendor {
  url: string;
  /** The app's variables pointing at this fake. */
  env: Record<string, string>;
  setLatency(ms: number): void;
  close(): Promise<void> | void;
}

/** A fake vendor from backend/test/fakes/<folder>, started with its defaults. */
export async function startFake(folder: string, exportName: string): Promise<FakeVendor> {
  return (await loadFake<never, FakeVendor>(folder, exportName))();
}

/** Polls until `check` passes (it throws or returns false until then). */
export async function until(check: () => Promise<boolean | void>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      if ((await check()) !== false) return;
    } catch (error) {
      last = error;
    }
    await sleep(150);
  }
  throw new Error(`Timed out waiting for ${what}${last instanceof Error ? `: ${last.message}` : ''}`);
}

/** The API from the test process: `call(token, 'GET', '/search/logs/')`, and sign-ups without the browser. */
export function apiClient(baseUrl: string) {
  async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as T;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  }

  /** Registers an account and returns its access token. */
  async function register(user: TestUser): Promise<string> {
    const body = { ...user, password2: user.password };
    const { tokens } = await call<{ tokens: { access: string } }>('', 'POST', '/auth/register/', body);
    return tokens.access;
  }

  return { call, register };
}

/** Locators for the result screens: source sections, their tables and the summary. */
export function resultScreens(page: Page) {
  const sectionIn = (scope: Locator | Page, source: string) =>
    scope.locator(`[data-testid="source-section"][data-source="${source}"]`);
  return {
    section: (source: string) => sectionIn(page, source),
    /** Opens a source's section (they start collapsed) and returns it. */
    async openSection(scope: Locator | Page, source: string): Promise<Locator> {
      const target = sectionIn(scope, source);
      const toggle = target.getByTestId('source-toggle');
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await target.getByTestId('source-body').waitFor();
      return target;
    },
    /** A results table's column keys in display order. */
    columnsOf: (table: Locator) =>
      table
        .getByTestId('table-column')
        .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).dataset.column ?? '')),
    /** A source's count in the Search Summary. */
    summaryCount: async (source: string) =>
      Number(await page.locator(`[data-testid="summary-source"][data-source="${source}"]`).getAttribute('data-count')),
    summaryAverage: (source: string) =>
      page.locator(`[data-testid="summary-source"][data-source="${source}"]`).getAttribute('data-average'),
    /** A History / Super Admin entry by its query text. */
    entry: (query: string) => page.getByTestId('history-entry').filter({ hasText: query }),
  };
}
