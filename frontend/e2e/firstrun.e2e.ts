/// <reference types="node" />
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  assertChromium,
  checkA11y,
  launchBrowser,
  logout,
  screenshots,
  skipBrowserTests,
  startApp,
  tabTo,
  toasts,
  type LaunchedBrowser,
  type RunningApp,
  stopStoryAtFailure,
} from './support';

/**
 * What a new user trips over (issue 15), tried on a fresh install without vendor keys and without leads, in a real
 * browser: keyboard-only sign-up and search, only configured sources offered, the empty lead database said, the
 * query limit, field errors from the server, one toast region off the navigation, and a 390 px phone.
 */

const admin = {
  first_name: 'Margaret',
  last_name: 'Hamilton',
  username: 'margaret',
  email: 'margaret@example.com',
  password: 'Apollo#1969x',
};
const member = {
  first_name: 'Maximilianus',
  last_name: 'Longname',
  username: 'maximilianus_the_second',
  email: 'max@example.com',
  password: 'Lunar#Module9',
};

describe.skipIf(skipBrowserTests)('A new user on a fresh install', () => {
  let app: RunningApp | undefined;
  let launched: LaunchedBrowser | undefined;
  let page: Page;
  let shot: (name: string) => Promise<string>;
  let waitToast: ReturnType<typeof toasts>['waitToast'];
  let toast: ReturnType<typeof toasts>['toast'];

  /** Types into a field reached with Tab. */
  const typeInto = async (testId: string, text: string) => {
    await tabTo(page, page.getByTestId(testId));
    await page.keyboard.type(text);
  };
  const noSidewaysScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  beforeAll(async () => {
    assertChromium();
    app = await startApp();
    launched = await launchBrowser({ baseUrl: app.baseUrl, viewport: { width: 1366, height: 900 } });
    await launched.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    page = launched.page;
    shot = screenshots(page, 'firstrun-');
    ({ waitToast, toast } = toasts(page));
  });

  stopStoryAtFailure();
  afterEach(() => launched?.assertNoConsoleErrors());

  afterAll(async () => {
    try {
      await launched?.close();
    } finally {
      await app?.stop();
    }
  });

  it('creates the first account with the keyboard alone', async () => {
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByTestId('signin-form').waitFor();
    await checkA11y(page, 'Sign-in');
    // The mode tabs are one tab stop; the arrow keys move between them.
    await tabTo(page, page.getByTestId('mode-signin'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByTestId('register-form').waitFor();
    await typeInto('register-first-name', admin.first_name);
    await typeInto('register-last-name', admin.last_name);
    await typeInto('register-username', admin.username);
    await typeInto('register-email', admin.email);
    await typeInto('register-password', admin.password);
    await typeInto('register-password2', admin.password);
    await checkA11y(page, 'Create account');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search');
    await waitToast('Account created successfully! Welcome aboard!');
  });

  it('offers only the configured sources, says why the others are off and how to turn them on', async () => {
    const chip = (source: string) => page.getByTestId(`source-${source}`);
    await page.getByTestId('sources-unavailable').waitFor();
    expect(await chip('elasticsearch').getAttribute('aria-pressed')).toBe('true');
    for (const source of ['google', 'bright_data']) {
      expect(await chip(source).getAttribute('aria-pressed'), source).toBe('false');
      expect(await chip(source).getAttribute('aria-disabled'), source).toBe('true');
    }
    const web = page.locator('[data-testid="source-unavailable"][data-source="google"]');
    expect(await web.textContent()).toContain('Web search is not configured');
    // The admin also reads how to configure it.
    expect(await web.getByTestId('source-hint').textContent()).toContain('SERPAPI_API_KEY');
    const empty = page.getByTestId('lead-database-empty');
    expect(await empty.textContent()).toContain('Your lead database is empty');
    expect(await empty.getByTestId('lead-database-empty-link').getAttribute('href')).toBe('/csv-upload');
    await checkA11y(page, 'Search on a fresh install');
    await shot('search-fresh');
  });

  it('searches with the keyboard, asks only the Database, and counts the query against its limit', async () => {
    const box = page.getByTestId('search-query');
    await box.focus();
    await page.keyboard.type('nurses');
    expect(await page.getByTestId('search-counter').textContent()).toBe('6 / 500');
    await page.keyboard.press('Enter');
    await waitToast('Search completed successfully!');
    await page.getByTestId('search-results').waitFor();
    // Web Search was not asked, so no 'not configured' section hides the reason (issue 15 point 1).
    expect(await page.locator('[data-testid="source-section"][data-source="google"]').count()).toBe(0);
    expect(await page.locator('[data-testid="summary-source"][data-source="google"]').count()).toBe(0);

    // A 6,000-character paste is cut to the limit, and the box says so.
    await box.fill('');
    const long = `${'cardiology clinic '.repeat(340)}`.slice(0, 6000);
    await page.evaluate((text) => navigator.clipboard.writeText(text), long);
    await box.focus();
    await page.keyboard.press('Control+V');
    expect((await box.inputValue()).length).toBe(500);
    expect(await page.getByTestId('search-counter').textContent()).toBe('500 / 500');
    expect(await page.getByTestId('search-limit-note').textContent()).toBe(
      'Your text was cut to the first 500 characters.',
    );
    await page.getByTestId('search-submit').click();
    await page.getByTestId('search-results-caption').filter({ hasText: 'cardiology' }).waitFor();
    // The long query stays on one line and the view buttons keep theirs; nothing scrolls sideways.
    const line = (testId: string) => page.getByTestId(testId).evaluate((element) => element.getBoundingClientRect());
    expect((await line('search-results-caption')).height).toBeLessThan(30);
    expect((await line('view-table')).height).toBeLessThan(45);
    expect(await noSidewaysScroll()).toBe(true);
    await checkA11y(page, 'Search with a long query');
  });

  it('keeps toasts off the navigation, and a success replaces the stale error', async () => {
    await page.getByTestId('search-query').fill('');
    await page.getByTestId('filters-apply').click();
    await waitToast('Please enter a search query first');
    const region = await page.getByTestId('toast-region').boundingBox();
    const tabs = await page.getByRole('tablist').first().boundingBox();
    const header = await page.locator('header').first().boundingBox();
    expect(region!.y).toBeGreaterThan(tabs!.y + tabs!.height);
    expect(region!.y).toBeGreaterThan(header!.y + header!.height);
    await page.getByTestId('search-query').fill('nurses');
    await page.getByTestId('search-submit').click();
    await waitToast('Search completed successfully!');
    await toast('Please enter a search query first').first().waitFor({ state: 'hidden' });
  });

  it('leads the admin from the empty database to CSV Upload', async () => {
    await page.getByTestId('lead-database-empty-link').click();
    await page.waitForURL('**/csv-upload');
    await page.getByTestId('past-imports-empty').waitFor();
    await checkA11y(page, 'CSV Upload');
    await page.getByTestId('tab-db-query').click();
    await page.waitForURL('**/db-query');
    // The default columns say who a lead is first; no Score when no text query ranks the rows (issue 15 point 5).
    await page.getByTestId('run-query').click();
    await page.getByTestId('results-table').waitFor();
    const columns = await page
      .getByTestId('results-column')
      .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).dataset.column));
    expect(columns).toHaveLength(15);
    expect(columns.slice(0, 5)).toEqual(['name', 'lead_titles', 'company_name', 'email', 'linkedin_url']);
    expect(columns).not.toContain('_score');
    await checkA11y(page, 'DB Query');
  });

  it('marks a duplicate username and e-mail on their fields when signing up', async () => {
    await logout(page);
    await page.getByTestId('mode-register').click();
    await page.getByTestId('register-first-name').fill(member.first_name);
    await page.getByTestId('register-last-name').fill(member.last_name);
    await page.getByTestId('register-username').fill(admin.username);
    await page.getByTestId('register-email').fill(member.email);
    await page.getByTestId('register-password').fill(member.password);
    await page.getByTestId('register-password2').fill(member.password);
    await page.getByTestId('register-submit').click();
    await waitToast('A user with that username already exists');
    const form = page.getByTestId('register-form');
    expect(await page.getByTestId('register-username').getAttribute('aria-invalid')).toBe('true');
    expect(await form.textContent()).toContain('A user with that username already exists');
    await checkA11y(page, 'Sign-up with a field error');

    await page.getByTestId('register-username').fill(member.username);
    await page.getByTestId('register-email').fill(admin.email);
    await page.getByTestId('register-submit').click();
    await waitToast('A user with that email already exists');
    expect(await page.getByTestId('register-email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('register-username').getAttribute('aria-invalid')).toBe('false');

    await page.getByTestId('register-email').fill(member.email);
    await page.getByTestId('register-submit').click();
    await page.waitForURL('**/search');
    // A member reads that the database is empty, without the admin's link or hints.
    expect(await page.getByTestId('lead-database-empty').textContent()).toContain('Ask an administrator');
    expect(await page.getByTestId('source-hint').count()).toBe(0);
  });

  it('fits a 390 px phone: the name in the header, the profile and its tables inside their cards', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const name = page.getByTestId('header-user-name');
    expect(await name.isVisible()).toBe(true);
    expect(await name.getAttribute('title')).toBe('Maximilianus');
    await page.getByTestId('tab-profile').click();
    await page.waitForURL('**/profile');
    await page.getByTestId('transaction-row').first().waitFor();
    expect(await noSidewaysScroll()).toBe(true);
    const card = await page.getByTestId('recent-transactions').boundingBox();
    expect(card!.x + card!.width).toBeLessThanOrEqual(390);
    const table = page.getByTestId('transactions-scroll');
    const scrolls = await table.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(await page.getByTestId('recent-transactions').getByTestId('scroll-hint').count()).toBe(scrolls ? 1 : 0);
    // The wallet says in one line what it is next to the credits.
    expect(await page.getByTestId('wallet-line').textContent()).toContain('persona analyses spend credits');
    await checkA11y(page, 'Profile at 390 px');
    await shot('profile-390');
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});
