/// <reference types="node" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PREFERRED_COLUMNS } from '../src/search/lib/columns';
import {
  capture,
  assertChromium,
  DOCS_SHOTS_DIR,
  checkA11y,
  launchBrowser,
  register as registerOn,
  screenshots,
  SHOTS_DIR,
  skipBrowserTests,
  sleep,
  startApp,
  toasts,
  type LaunchedBrowser,
  type RunningApp,
  type TestUser,
  stopStoryAtFailure,
} from './support';
import { apiClient, resultScreens, startFake, until, type FakeVendor } from './support/search';

/**
 * Search in a real browser against the real built app: the bundled sample leads are the database, the backend's
 * fake SerpApi and Bright Data servers are the web. One box searches both; the results switch between cards and a
 * table and filter on the client; the search lands in History, whose entries load their results on demand (and
 * window a 100-row table); the admin filters every user's searches on the Super Admin tab.
 */

const DOCS_SHOT = join(DOCS_SHOTS_DIR, 'search.png');

const admin: TestUser = {
  first_name: 'Grace',
  last_name: 'Hopper',
  username: 'grace',
  email: 'grace@example.com',
  password: 'Compiler#1952',
};
const member: TestUser = {
  first_name: 'Alan',
  last_name: 'Turing',
  username: 'alan',
  email: 'alan@example.com',
  password: 'Enigma#1912x',
};
const newcomer: TestUser = {
  first_name: 'Mary',
  last_name: 'Jackson',
  username: 'mary',
  email: 'mary@example.com',
  password: 'Langley#1921',
};

const QUERY = 'healthcare companies';
const PREFERRED: readonly string[] = PREFERRED_COLUMNS;

describe.skipIf(skipBrowserTests)('Search, History and Super Admin in a browser', () => {
  let app: RunningApp | undefined;
  let serpapi: FakeVendor | undefined;
  let brightdata: FakeVendor | undefined;
  let launched: LaunchedBrowser | undefined;
  let page: Page;
  let shot: (name: string) => Promise<string>;
  let waitToast: ReturnType<typeof toasts>['waitToast'];
  let waitToastGone: ReturnType<typeof toasts>['waitToastGone'];
  let adminToken = '';
  let memberToken = '';

  let call: ReturnType<typeof apiClient>['call'];
  let registerByApi: ReturnType<typeof apiClient>['register'];
  let screens: ReturnType<typeof resultScreens>;
  const section = (source: string) => screens.section(source);
  const openSection = (scope: Parameters<typeof screens.openSection>[0], source: string) =>
    screens.openSection(scope, source);

  beforeAll(async () => {
    assertChromium();
    mkdirSync(DOCS_SHOTS_DIR, { recursive: true });
    serpapi = await startFake('serpapi', 'startFakeSerpApi');
    brightdata = await startFake('brightdata-serp', 'startFakeBrightDataSerp');
    app = await startApp({ env: { SEED_SAMPLE_LEADS: 'true', ...serpapi.env, ...brightdata.env } });
    launched = await launchBrowser({ baseUrl: app.baseUrl, viewport: { width: 1360, height: 900 } });
    page = launched.page;
    ({ call, register: registerByApi } = apiClient(app.baseUrl));
    screens = resultScreens(page);
    shot = screenshots(page, 'search-');
    ({ waitToast, waitToastGone } = toasts(page));
  });

  stopStoryAtFailure();

  // Issue 15: any console error or uncaught page error fails the test that caused it.
  afterEach(() => launched?.assertNoConsoleErrors());

  afterAll(async () => {
    await launched?.close();
    await app?.stop();
    await serpapi?.close();
    await brightdata?.close();
  });

  it('signs up the first (admin) account once the sample leads are in the index', async () => {
    await page.goto('/');
    await page.waitForURL('**/login');
    await registerOn(page, admin);
    adminToken = (await page.evaluate(() => localStorage.getItem('leadscope.access_token'))) ?? '';
    expect(adminToken).not.toBe('');
    await until(
      async () =>
        (await call<{ total_documents: number }>(adminToken, 'GET', '/db/schema-info/')).total_documents >= 900,
      'the sample leads',
      60_000,
    );
  });

  it('shows the query box with its hints, a disabled Search Now, the filters panel and the features', async () => {
    await page.getByTestId('tab-search').click();
    await page.waitForURL('**/search');
    const box = page.getByTestId('search-query');
    expect(await box.getAttribute('placeholder')).toBeTruthy();
    expect(await page.getByTestId('search-example').allInnerTexts()).toEqual([
      'healthcare companies',
      'technology companies',
      'financial services',
    ]);
    expect(await page.getByTestId('search-submit').isDisabled()).toBe(true);
    await box.fill('   ');
    expect(await page.getByTestId('search-submit').isDisabled()).toBe(true);
    await box.fill('');
    expect(await page.getByTestId('search-features').textContent()).toContain('Search Features');
    expect(await page.getByTestId('source-elasticsearch').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('source-google').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('source-bright_data').getAttribute('aria-pressed')).toBe('false');

    await page.getByTestId('filters-apply').click();
    await waitToast('Please enter a search query first');
    await page.getByTestId('filters-toggle').click();
    expect(await page.getByTestId('filters-toggle').textContent()).toBe('Hide Filters');
    await page.getByTestId('filter-options-empty').waitFor();
    await page.getByTestId('filters-toggle').click();
    expect(await page.getByTestId('filters-toggle').textContent()).toBe('Show Filters');
    await checkA11y(page, 'Search (empty)');
    await shot('empty');
  });

  it(`searches "${QUERY}" over the sample leads and the faked web`, async () => {
    await page.getByTestId('search-example').filter({ hasText: QUERY }).click();
    expect(await page.getByTestId('search-query').inputValue()).toBe(QUERY);
    // A slow web search keeps the button disabled while it runs.
    serpapi!.setLatency(1500);
    await page.getByTestId('search-submit').click();
    await page.getByTestId('search-running').waitFor();
    expect(await page.getByTestId('search-submit').isDisabled()).toBe(true);
    await waitToast('Search completed successfully!');
    serpapi!.setLatency(0);
    expect(await page.getByTestId('search-submit').isDisabled()).toBe(false);

    const database = await screens.summaryCount('elasticsearch');
    const web = await screens.summaryCount('google');
    expect(database).toBeGreaterThan(0);
    expect(database).toBeLessThanOrEqual(20);
    expect(web).toBeGreaterThan(0);
    for (const source of ['elasticsearch', 'google']) {
      expect(await screens.summaryAverage(source)).toMatch(/^\d+\.\d{2}$/);
    }
    expect(await section('elasticsearch').getByTestId('source-toggle').textContent()).toContain('Database');
    expect(await section('google').getByTestId('source-toggle').textContent()).toContain('Web Search');
    // Sections start collapsed.
    expect(await page.getByTestId('source-body').count()).toBe(0);
    await section('elasticsearch').getByTestId('source-toggle').click();
    await section('elasticsearch').getByTestId('source-body').waitFor();
    await checkA11y(page, 'Search (with results)');
    await section('elasticsearch').getByTestId('source-toggle').click();
    await section('elasticsearch').getByTestId('source-body').waitFor({ state: 'detached' });

    const logs = await call<{ logs: { action: string; details: Record<string, unknown> }[] }>(
      adminToken,
      'GET',
      '/search/logs/',
    );
    const logged = logs.logs.find((log) => log.action === 'search');
    expect(logged?.details).toMatchObject({
      query: QUERY,
      sources: ['elasticsearch', 'google'],
      max_results: 20,
      result_count: database + web,
      filters: {},
    });
  });

  it('shows database and web cards with their parts and raw data', async () => {
    const db = await openSection(page, 'elasticsearch');
    const leadCard = db.getByTestId('result-card').first();
    await leadCard.waitFor();
    expect(await leadCard.getAttribute('data-kind')).toBe('database');
    expect(await leadCard.getByTestId('card-position').textContent()).toBe('1');
    expect(await leadCard.getByTestId('card-type').textContent()).toBe('Lead');
    expect(await leadCard.getByTestId('card-score').textContent()).toMatch(/^Score \d+\.\d{2}$/);
    const skills = await db
      .getByTestId('result-card')
      .evaluateAll((cards) => cards.map((card) => card.querySelectorAll('[data-testid="skill"]').length));
    expect(Math.max(...skills)).toBeLessThanOrEqual(5);

    await leadCard.getByTestId('raw-toggle').click();
    expect(await leadCard.getByTestId('raw-data').textContent()).toContain('"source": "elasticsearch"');
    await leadCard.getByTestId('raw-toggle').click();
    await leadCard.getByTestId('raw-data').waitFor({ state: 'detached' });

    const web = await openSection(page, 'google');
    const first = web.locator('[data-testid="result-card"][data-kind="web"]').first();
    expect(await first.getByTestId('card-title').locator('a').getAttribute('href')).toMatch(/^https:\/\//);
    expect(await first.getByTestId('highlighted-word').count()).toBeLessThanOrEqual(5);
    expect(await first.getByTestId('highlighted-word').count()).toBeGreaterThan(0);
    expect(await web.getByTestId('quick-link').count()).toBeLessThanOrEqual(4);
    expect(await web.getByTestId('quick-link').count()).toBeGreaterThan(0);
    expect(await web.getByTestId('related-link').count()).toBeLessThanOrEqual(3);
    await page.evaluate(() => window.scrollTo(0, 0));
    await waitToastGone('Search completed successfully!');
    await shot('cards');
  });

  it('switches to the table view: ordered columns, links, persona cells, long cells that open on click', async () => {
    await page.getByTestId('view-table').click();
    const db = section('elasticsearch').getByTestId('results-table');
    await db.waitFor();
    const columns = await screens.columnsOf(db);
    // '#', the first field (sticky), then Persona Analysis and Score near the front (issue 15 point 9).
    expect(columns.slice(0, 5)).toEqual(['#', 'name', 'persona_analysis', 'score', 'company_name']);
    // Preferred fields first in their order, then the rest alphabetically.
    const fields = [columns[1], ...columns.slice(4)];
    const split = fields.findIndex((column) => !PREFERRED.includes(column));
    const head = split < 0 ? fields : fields.slice(0, split);
    const rest = split < 0 ? [] : fields.slice(split);
    expect(head).toEqual(PREFERRED.filter((column) => head.includes(column)));
    expect(rest.length).toBeGreaterThan(0);
    expect(rest).toEqual([...rest].sort());
    expect(rest.some((column) => PREFERRED.includes(column))).toBe(false);
    expect(await db.getByTestId('row-number').first().textContent()).toBe('1');
    expect(await db.getByTestId('persona-status').first().textContent()).toBe('Not analyzed');
    expect(await db.locator('[data-column="email"] a').first().getAttribute('href')).toMatch(/^mailto:/);

    const web = section('google').getByTestId('results-table');
    const webColumns = await screens.columnsOf(web);
    expect([webColumns[1], ...webColumns.slice(4, 7)]).toEqual(['title', 'link', 'displayed_link', 'snippet']);

    // The column picker hides a field column, and the first field stays in view while the table scrolls sideways.
    const picker = section('elasticsearch').getByTestId('table-columns-button');
    await picker.click();
    await page.locator('[data-testid="table-column-option"][data-column="company_name"]').uncheck();
    await page.keyboard.press('Escape');
    expect(await screens.columnsOf(db)).not.toContain('company_name');
    await picker.click();
    await page.locator('[data-testid="table-column-option"][data-column="company_name"]').check();
    await page.keyboard.press('Escape');
    expect(await screens.columnsOf(db)).toContain('company_name');
    expect(await section('elasticsearch').getByTestId('scroll-hint').isVisible()).toBe(true);
    const nameCell = db.locator('td[data-column="name"]').first();
    const nameLeft = (await nameCell.boundingBox())!.x;
    await db.evaluate((element) => (element.scrollLeft = 600));
    await expect.poll(async () => Math.round((await nameCell.boundingBox())!.x)).toBe(Math.round(nameLeft));
    const long = web.getByTestId('long-cell').first();
    const before = await long.boundingBox();
    expect(await long.getAttribute('aria-expanded')).toBe('false');
    expect(before!.width).toBeLessThanOrEqual(381);
    await long.click();
    expect(await long.getAttribute('aria-expanded')).toBe('true');
    expect((await long.boundingBox())!.height).toBeGreaterThan(before!.height);
    await long.click();
    expect(await long.getAttribute('aria-expanded')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('table');
  });

  it('filters on the client: chips, Apply, × and Clear All', async () => {
    await page.getByTestId('filters-toggle').click();
    const industries = page.locator('[data-testid="filter-field-options"][data-field="company_industry"]');
    await industries.waitFor();
    const option = industries.getByTestId('filter-option').first();
    const industry = (await option.getAttribute('data-value')) ?? '';
    expect(industry).not.toBe('');
    await option.check();
    const chip = page.locator(`[data-testid="active-filter"][data-field="company_industry"]`);
    expect(await chip.getAttribute('data-value')).toBe(industry);
    await page.getByTestId('filters-pending').waitFor();

    // Values by count, highest first; company sizes smallest first (issue 15 point 8).
    const countsOf = (field: string) =>
      page
        .locator(`[data-testid="filter-field-options"][data-field="${field}"] [data-testid="filter-option-count"]`)
        .evaluateAll((cells) => cells.map((cell) => Number(cell.textContent)));
    const industryCounts = await countsOf('company_industry');
    expect(industryCounts).toEqual([...industryCounts].sort((a, b) => b - a));
    const sizes = await page
      .locator('[data-testid="filter-field-options"][data-field="company_size"] [data-testid="filter-option"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLElement).dataset.value ?? ''));
    const starts = sizes.map((size) => Number(size.replace(/,/g, '').match(/\d+/)?.[0] ?? Infinity));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));

    const analyze = page.getByTestId('analyze-linkedin');
    const analyzeCount = async () =>
      (await analyze.count()) ? Number((await analyze.textContent())?.match(/\((\d+)\)/)?.[1] ?? 0) : 0;
    const profilesBefore = await analyzeCount();
    const databaseCount = () => screens.summaryCount('elasticsearch');
    const all = await databaseCount();
    await page.getByTestId('filters-apply').click();
    await waitToast('Filters applied! (Client-side filtering)');
    const filtered = await databaseCount();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThanOrEqual(all);
    // 'Analyze LinkedIn (N)' counts the profiles the filters leave visible (issue 15 point 8).
    expect(await analyzeCount()).toBeLessThanOrEqual(profilesBefore);
    const db = section('elasticsearch').getByTestId('results-table');
    const values = await db
      .locator('td[data-column="company_industry"]')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent));
    expect(values.length).toBeGreaterThan(0);
    expect(values.length).toBeLessThanOrEqual(filtered);
    for (const value of values) expect(value?.toLowerCase()).toBe(industry.toLowerCase());
    // Database Filters narrow the database only: the web results stay as they were.
    expect(await section('google').getByTestId('source-count').textContent()).toMatch(/^\d+ results$/);
    await shot('filtered');

    await chip.locator('.MuiChip-deleteIcon').click();
    expect(await page.getByTestId('active-filter').count()).toBe(0);
    expect(await databaseCount()).toBe(all);
    expect(await analyzeCount()).toBe(profilesBefore);

    await page.getByTestId('filter-option').nth(0).check();
    await page.getByTestId('filter-option').nth(1).check();
    await page.getByTestId('filters-apply').click();
    expect(await page.getByTestId('active-filter').count()).toBe(2);
    await page.getByTestId('filters-clear').click();
    expect(await page.getByTestId('active-filter').count()).toBe(0);
    expect(await databaseCount()).toBe(all);
    await page.getByTestId('filters-toggle').click();
  });

  it('writes the Search tab with results for the docs', async () => {
    // The table view with both sections open, in one tall viewport rather than a page of forty cards.
    await page.getByTestId('view-table').click();
    for (const text of ['Filters applied!', 'Please enter a search query first']) await waitToastGone(text);
    await page.setViewportSize({ width: 1360, height: 1640 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await capture(page, { path: DOCS_SHOT });
    await page.setViewportSize({ width: 1360, height: 900 });
    await page.getByTestId('view-cards').click();
  });

  it('adds LinkedIn profiles from Bright Data as a third source', async () => {
    await page.getByTestId('source-bright_data').click();
    expect(await page.getByTestId('source-bright_data').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('search-query').fill('cardiology clinics');
    await page.getByTestId('search-submit').click();
    await until(
      async () => (await page.getByTestId('search-results-caption').textContent())?.includes('cardiology clinics'),
      'the new results',
    );
    const linkedin = section('bright_data');
    expect(await linkedin.getByTestId('source-toggle').textContent()).toContain('Bright Data');
    expect(await screens.summaryCount('bright_data')).toBeGreaterThan(0);
    // New results start collapsed again.
    expect(await page.getByTestId('source-body').count()).toBe(0);
    const opened = await openSection(page, 'bright_data');
    const card = opened.getByTestId('result-card').first();
    expect(await card.getAttribute('data-kind')).toBe('linkedin');
    expect(await card.getByTestId('card-title').locator('a').getAttribute('href')).toMatch(
      /^https:\/\/www\.linkedin\.com\/in\//,
    );
    await page.getByTestId('source-bright_data').click();
  });

  it('opens History: counts, the text filter, and an entry whose results load on expand', async () => {
    // A second, database-only search with 100 results, straight through the API.
    await call(adminToken, 'POST', '/search/', {
      query: 'technology companies',
      max_results: 100,
      sources: ['elasticsearch'],
    });
    await page.getByTestId('tab-history').click();
    await page.waitForURL('**/history');
    await page.getByTestId('history-list').waitFor();
    expect(await page.getByTestId('history-entry').count()).toBe(3);
    expect(await page.getByTestId('history-counts').getAttribute('data-searches')).toBe('3');
    expect(await page.getByTestId('history-query').first().textContent()).toBe('technology companies');
    expect(await screens.entry(QUERY).getByTestId('history-type').textContent()).toBe('Mixed');
    expect(await screens.entry(QUERY).getByTestId('history-status').textContent()).toMatch(/^(Processed|Pending)$/);
    await checkA11y(page, 'History');

    const filter = page.getByTestId('history-filter');
    expect(await filter.getAttribute('placeholder')).toBe('Filter search history by query or type...');
    await filter.fill('database');
    expect(await page.getByTestId('history-entry').count()).toBe(1);
    await filter.fill('no such search');
    await page.getByTestId('history-no-matches').waitFor();
    expect(await page.getByTestId('history-no-matches').textContent()).toContain('No matches found');
    await page.getByTestId('history-filter-clear').click();
    expect(await page.getByTestId('history-entry').count()).toBe(3);

    const results = page.waitForResponse((response) => /\/api\/search\/results\/\d+\/$/.test(response.url()));
    await screens.entry(QUERY).getByTestId('history-toggle').click();
    expect((await results).status()).toBe(200);
    const expanded = screens.entry(QUERY);
    await expanded.getByTestId('entry-results').waitFor();
    const summary = expanded.getByTestId('results-summary');
    const total = Number(await summary.getAttribute('data-total'));
    expect(total).toBeGreaterThan(0);
    expect(await summary.getAttribute('data-filtered')).toBe(String(total));

    // The entry's own filters filter at once (its leads are all in healthcare, so filter on size).
    await expanded.getByTestId('filters-toggle').click();
    const option = expanded
      .locator('[data-testid="filter-field-options"][data-field="company_size"]')
      .getByTestId('filter-option')
      .first();
    await option.check();
    await until(async () => Number(await summary.getAttribute('data-filtered')) < total, 'the filtered count');
    expect(await expanded.getByTestId('active-filter').count()).toBe(1);
    const db = await openSection(expanded, 'elasticsearch');
    expect(await db.getByTestId('results-table').count()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('history');

    // Collapsing and expanding again does not load the results twice.
    let reloads = 0;
    const count = (response: { url(): string }) => {
      if (/\/api\/search\/results\//.test(response.url())) reloads += 1;
    };
    page.on('response', count);
    await expanded.getByTestId('history-toggle').click();
    await expanded.getByTestId('history-toggle').click();
    await expanded.getByTestId('entry-results').waitFor();
    await sleep(300);
    page.off('response', count);
    expect(reloads).toBe(0);
  });

  it('windows a 100-row table: only the visible rows are in the page', async () => {
    const big = screens.entry('technology companies');
    await big.getByTestId('history-toggle').click();
    const db = await openSection(big, 'elasticsearch');
    const table = db.getByTestId('results-table');
    expect(await table.getAttribute('data-rows')).toBe('100');
    const rendered = await table.getByTestId('table-row').count();
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(40);
    // Scrolling to the end renders the last rows (heights settle as rows are measured, so scroll until there).
    await until(async () => {
      await table.evaluate((element) => (element.scrollTop = element.scrollHeight));
      return (await table.getByTestId('row-number').allTextContents()).includes('100');
    }, 'the last row after scrolling');
    expect(await table.getByTestId('table-row').count()).toBeLessThan(40);

    await page.getByTestId('history-expand-all').click();
    expect(await page.locator('[data-testid="history-entry"][data-expanded="true"]').count()).toBe(3);
    await page.getByTestId('history-collapse-all').click();
    expect(await page.locator('[data-testid="history-entry"][data-expanded="true"]').count()).toBe(0);
  });

  it('shows a newcomer the empty history with Start Searching', async () => {
    await registerByApi(newcomer);
    const context = await launched!.browser.newContext({
      baseURL: app!.baseUrl,
      viewport: { width: 1360, height: 900 },
    });
    try {
      const other = await context.newPage();
      await other.goto('/login');
      await other.getByTestId('signin-username').fill(newcomer.username);
      await other.getByTestId('signin-password').fill(newcomer.password);
      await other.getByTestId('signin-submit').click();
      await other.waitForURL('**/search');
      await other.getByTestId('tab-history').click();
      await other.getByTestId('history-empty').waitFor();
      expect(await other.getByTestId('history-empty').textContent()).toContain('No search history yet');
      expect(await other.getByTestId('tab-admin').count()).toBe(0);
      await capture(other, { path: join(SHOTS_DIR, 'search-empty-history.png'), fullPage: true });
      await other.getByTestId('start-searching').click();
      await other.waitForURL('**/search');
      await other.getByTestId('search-box').waitFor();
    } finally {
      await context.close();
    }
  });

  it('filters the Super Admin list by email, type, dates and status, and opens another user’s results', async () => {
    memberToken = await registerByApi(member);
    await call(memberToken, 'POST', '/search/', { query: 'financial services', sources: ['elasticsearch', 'google'] });

    // The Search tab kept its results while the user was away.
    await page.getByTestId('tab-search').click();
    await page.getByTestId('search-results').waitFor();
    expect(await page.getByTestId('search-query').inputValue()).toBe('cardiology clinics');

    await page.getByTestId('tab-admin').click();
    await page.waitForURL('**/admin');
    const list = page.getByTestId('admin-history-list');
    await list.waitFor();
    await until(async () => (await list.getAttribute('data-total')) === '4', 'four searches');
    expect(await page.getByTestId('history-user').allTextContents()).toContain('alan · alan@example.com');

    await page.getByTestId('admin-filter-email').fill(member.email);
    await page.getByTestId('admin-filters-apply').click();
    await until(async () => (await list.getAttribute('data-total')) === '1', 'the member’s search');
    expect(await page.getByTestId('history-query').allTextContents()).toEqual(['financial services']);

    await page.getByTestId('admin-filters-reset').click();
    await until(async () => (await list.getAttribute('data-total')) === '4', 'every search again');
    expect(await page.getByTestId('admin-filter-email').inputValue()).toBe('');

    await page.getByTestId('admin-filter-type').click();
    await page.getByRole('option', { name: 'Database' }).click();
    await page.getByTestId('admin-filters-apply').click();
    await until(async () => (await list.getAttribute('data-total')) === '1', 'the database search');
    expect(await page.getByTestId('history-query').allTextContents()).toEqual(['technology companies']);
    await page.getByTestId('admin-filters-reset').click();

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.getByTestId('admin-filter-from').fill(tomorrow);
    await page.getByTestId('admin-filters-apply').click();
    await page.getByTestId('admin-history-empty').waitFor();
    expect(await page.getByTestId('admin-history-empty').textContent()).toContain(
      'No history found for the selected filters.',
    );
    await page.getByTestId('admin-filters-reset').click();
    await until(async () => (await list.getAttribute('data-total')) === '4', 'every search after the reset');

    const theirs = page.getByTestId('history-entry').filter({ hasText: 'financial services' });
    await theirs.getByTestId('history-toggle').click();
    await theirs.getByTestId('entry-results').waitFor();
    await theirs.getByTestId('filters-toggle').click();
    await theirs.getByTestId('filter-options').waitFor();
    expect(await theirs.getByTestId('filter-option').count()).toBeGreaterThan(0);
    await theirs.getByTestId('filter-option').first().check();
    expect(await theirs.getByTestId('active-filter').count()).toBe(1);
    await theirs.getByTestId('filters-clear').click();
    expect(await theirs.getByTestId('active-filter').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkA11y(page, 'Super Admin');
    await shot('admin');
  });
});
