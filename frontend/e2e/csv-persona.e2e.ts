/// <reference types="node" />
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  assertChromium,
  checkA11y,
  launchBrowser,
  register,
  saveDocsShot,
  screenshots,
  skipBrowserTests,
  startApp,
  toasts,
  type LaunchedBrowser,
  type RunningApp,
  type TestUser,
  stopStoryAtFailure,
} from './support';
import { csvPersonaScreen, parseCsvText, personaCsv, profileUrl } from './support/csv-persona';
import { startFakeDatasets, startFakeOpenAi, type FakeDatasets, type FakeOpenAi } from './support/personas';
import { apiClient, until } from './support/search';

/**
 * The CSV Personas tab in a real browser against the real built app, the backend's fake Bright Data and OpenAI
 * behind it: a user with 5 credits checks the format help, is refused a file larger than the balance (the server's
 * 402), uploads a file with a dead page among good rows, leaves and reloads while it runs, sees the outcome and the
 * result row, downloads the CSV, writes an e-mail from a row, and is stopped by the preview credit check.
 */

const analyst: TestUser = {
  first_name: 'Grace',
  last_name: 'Hopper',
  username: 'grace',
  email: 'grace@example.com',
  password: 'Cobol#1959x',
};

const BONUS = 5;
const LONG_NAME = 'Bartholomew-Maximilian Alexander-Konstantin Fitzgerald-Smythe';
/** Three good profiles and a dead page: three analyses are stored and charged, one row fails for free. */
const GOOD = [
  { slug: 'csvp-ada-lovelace', first_name: 'Ada', last_name: 'Lovelace' },
  { slug: 'csvp-alan-turing', first_name: 'Alan', last_name: LONG_NAME },
  { slug: 'csvp-katherine-johnson', first_name: 'Katherine', last_name: 'Johnson' },
];
const DEAD = { slug: 'dead-csvp-nobody', first_name: 'No', last_name: 'Body' };
/** Not a personal profile: reported by line (5: the header is line 1) and left out of the session. */
const COMPANY = { slug: 'acme', url: 'https://www.linkedin.com/company/acme', first_name: 'Acme' };
const MAIN_FILE = [GOOD[0], DEAD, GOOD[1], COMPANY, GOOD[2]];
const PARTIAL = 'CSV persona processing completed with some errors';

describe.skipIf(skipBrowserTests)('CSV Personas tab in a browser', () => {
  let app: RunningApp | undefined;
  let datasets: FakeDatasets | undefined;
  let openai: FakeOpenAi | undefined;
  let launched: LaunchedBrowser | undefined;
  let page: Page;
  let screen: ReturnType<typeof csvPersonaScreen>;
  let shot: (name: string) => Promise<string>;
  let waitToast: ReturnType<typeof toasts>['waitToast'];
  let call: ReturnType<typeof apiClient>['call'];
  let token = '';
  /** Settles with null once the completion toast was seen, or with the reason it was not. */
  let completion: Promise<unknown> = Promise.resolve(new Error('the session was not started'));

  const balance = async () =>
    (await call<{ usage: { available_personas: number } }>(token, 'GET', '/usage/info/')).usage.available_personas;
  const shown = async (testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

  beforeAll(async () => {
    assertChromium();
    datasets = await startFakeDatasets({ latencyMs: 300 });
    // One analysis at a time, each long enough that the session is seen running across polls and a reload.
    openai = await startFakeOpenAi({ latencyMs: 4000 });
    app = await startApp({
      env: { SIGNUP_BONUS_CREDITS: String(BONUS), PERSONA_CONCURRENCY: '1', ...datasets.env, ...openai.env },
    });
    launched = await launchBrowser({ baseUrl: app.baseUrl, viewport: { width: 1360, height: 900 } });
    page = launched.page;
    screen = csvPersonaScreen(page);
    shot = screenshots(page, 'csv-persona-');
    ({ waitToast } = toasts(page));
    ({ call } = apiClient(app.baseUrl));
  });

  stopStoryAtFailure();
  afterEach(() => launched?.assertNoConsoleErrors());

  afterAll(async () => {
    await launched?.close();
    await app?.stop();
    await datasets?.close();
    await openai?.close();
  });

  it('signs up and opens the tab: 5 credits, no banner, the format help and its sample file', async () => {
    await page.goto('/');
    await page.waitForURL('**/login');
    await register(page, analyst);
    token = (await page.evaluate(() => localStorage.getItem('leadscope.access_token'))) ?? '';
    await page.getByTestId('tab-csv-persona').click();
    await page.waitForURL('**/csv-persona');
    await screen.open();
    await until(async () => (await shown('csvp-available-personas')) === String(BONUS), 'the usage card');
    // 5 is not below 5: no warning.
    expect(await screen.banner.count()).toBe(0);
    expect(await shown('csvp-format-help')).toContain('linkedin_url');
    expect(await shown('csvp-format-limits')).toContain('Max 10MB');
    expect(await page.getByTestId('csvp-results-empty').isVisible()).toBe(true);

    const [sample] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('csvp-sample-download').click(),
    ]);
    expect(sample.suggestedFilename()).toBe('csv_persona_sample.csv');
    const bytes = readFileSync((await sample.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsvText(bytes.toString('utf8').slice(1))[0]).toEqual(['linkedin_url', 'first_name', 'last_name']);
    await checkA11y(page, 'CSV Personas tab');
    await shot('empty');
  });

  it('refuses a file that is not a CSV, and an upload without a file', async () => {
    await screen.upload.click();
    await waitToast('Please select a CSV file first');
    await screen.pick({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a csv') });
    await waitToast('Please select a valid CSV file');
    expect(await screen.preview.count()).toBe(0);
  });

  it('opens the payment dialog with the shortfall when the server finds the whole file beyond the balance', async () => {
    const eight = Array.from({ length: 8 }, (_, index) => ({ slug: `csvp-buyer-${index + 1}` }));
    await screen.pick(personaCsv('eight.csv', eight));
    await screen.preview.waitFor();
    // The preview's 5 rows fit the 5 credits, so only the server sees the other 3.
    expect(await screen.previewRows.count()).toBe(5);
    expect(await screen.upload.isDisabled()).toBe(false);
    await screen.upload.click();
    const message = 'Insufficient persona analyses remaining. You need 3 more credits.';
    await waitToast(message);
    await screen.payment.waitFor();
    expect(await screen.payment.getByTestId('payment-reason').textContent()).toContain(message);
    expect(await screen.payment.getByTestId('payment-amount').inputValue()).toBe('3');
    expect(await screen.payment.textContent()).toContain('Buy Credits');
    await checkA11y(page, 'CSV Personas payment dialog');
    await page.keyboard.press('Escape');
    await screen.payment.waitFor({ state: 'detached' });
    expect(datasets!.triggers).toHaveLength(0);
    expect(await balance()).toBe(BONUS);
  });

  it('previews the first rows with long cells cut at 50 characters', async () => {
    await screen.pick(personaCsv('event-leads.csv', MAIN_FILE));
    await screen.preview.waitFor();
    expect(await screen.previewRows.count()).toBe(5);
    const cells = await screen.previewRows.nth(2).getByTestId('csvp-preview-cell').allTextContents();
    expect(cells[0]).toBe(profileUrl(GOOD[1].slug));
    expect(cells[2]).toBe(`${LONG_NAME.slice(0, 50)}...`);
    expect(await screen.creditError.count()).toBe(0);
    expect(await screen.upload.isDisabled()).toBe(false);
    await checkA11y(page, 'CSV Personas preview');
    await shot('preview');
  });

  it('uploads, shows the session queued then processing, and again after leaving the tab and reloading', async () => {
    await screen.upload.click();
    await screen.progress.waitFor();
    expect(await screen.progress.getAttribute('data-status')).toBe('queued');
    expect(await shown('csvp-progress-label')).toBe('Queued: 4 profiles');
    expect(await shown('csvp-upload-summary')).toContain('1 invalid rows skipped');
    expect(await shown('csvp-invalid-row')).toContain('Line 5');
    await page.locator('[data-testid="csvp-progress"][data-status="processing"]').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('csvp-cancel').isVisible()).toBe(true);
    const counts = async () => ({
      completed: Number(await shown('csvp-count-completed')),
      failed: Number(await shown('csvp-count-failed')),
      pending: Number(await shown('csvp-count-pending')),
    });
    const first = await counts();
    expect(first.completed + first.failed + first.pending).toBe(4);
    await checkA11y(page, 'CSV Personas progress');
    await shot('progress');

    await page.getByTestId('tab-profile').click();
    await page.waitForURL('**/profile');
    await page.getByTestId('tab-csv-persona').click();
    await screen.progress.waitFor({ timeout: 5000 });
    await page.reload();
    await screen.progress.waitFor({ timeout: 5000 });
    // The session may end at the first poll after the reload: the next test reads this toast.
    completion = waitToast(PARTIAL, 90_000).then(
      () => null,
      (error: unknown) => error,
    );
  });

  it('says so when it ends: completed with some errors, 3 processed, 1 failed; usage reloaded, file cleared', async () => {
    const missed = await completion;
    if (missed) throw missed;
    expect(await screen.outcome.getAttribute('data-status')).toBe('success');
    expect(await screen.outcome.textContent()).toBe('Successfully processed 3 profiles! 1 failed.');
    expect(await screen.progress.count()).toBe(0);
    expect(await screen.preview.count()).toBe(0);
    expect(await page.getByTestId('csvp-file-name').count()).toBe(0);
    // Three stored analyses charged, the dead page free; the card shows it and warns below 5.
    expect(await balance()).toBe(BONUS - 3);
    await until(async () => (await shown('csvp-available-personas')) === String(BONUS - 3), 'the reloaded usage');
    expect(await screen.banner.getAttribute('data-state')).toBe('low');

    const row = screen.resultRows.first();
    await until(async () => (await row.getAttribute('data-status')) === 'partially_completed', 'the result row');
    expect(await screen.resultRows.count()).toBe(1);
    expect(await row.getByTestId('csvp-result-file').textContent()).toBe('event-leads.csv');
    expect(await row.getByTestId('csvp-result-rows').textContent()).toBe('4');
    expect(await row.getByTestId('csvp-result-completed').textContent()).toBe('3');
    expect(await row.getByTestId('csvp-result-failed').textContent()).toBe('1');
    await checkA11y(page, 'CSV Personas results');
    saveDocsShot(await shot('done'), 'csv-personas.png');
  });

  it('downloads the result as a CSV Excel opens: BOM, header, one row per input row in order', async () => {
    const row = screen.resultRows.first();
    const sessionId = (await row.getAttribute('data-session-id'))!;
    const [file] = await Promise.all([page.waitForEvent('download'), row.getByTestId('csvp-result-download').click()]);
    await waitToast('CSV downloaded successfully!');
    expect(file.suggestedFilename()).toMatch(new RegExp(`^persona_analysis_${sessionId}_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const bytes = readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsvText(bytes.toString('utf8').slice(1));
    expect(header.slice(0, 5)).toEqual(['linkedin_url', 'first_name', 'last_name', 'status', 'error']);
    expect(header.at(-1)).toBe('persona_id');
    expect(rows.map((cells) => cells[0])).toEqual(MAIN_FILE.map((p) => ('url' in p ? p.url : profileUrl(p.slug))));
    const status = header.indexOf('status');
    expect(rows.map((cells) => cells[status])).toEqual(['completed', 'failed', 'completed', 'invalid', 'completed']);
    expect(rows[1][header.indexOf('error')]).not.toBe('');
    expect(rows[3][header.indexOf('error')]).not.toBe('');
    expect(rows[2][header.indexOf('last_name')]).toBe(LONG_NAME);
    for (const index of [0, 2, 4]) expect(rows[index][header.indexOf('persona_id')]).toMatch(/^\d+$/);
  });

  it('adds a Cold Outreach e-mail per analysed row when asked', async () => {
    openai!.setLatency(200);
    await page.getByTestId('csvp-include-email').check();
    const row = screen.resultRows.first();
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      row.getByTestId('csvp-result-download').click(),
    ]);
    const [header, ...rows] = parseCsvText(
      readFileSync((await file.path())!)
        .toString('utf8')
        .slice(1),
    );
    expect(header.slice(-2)).toEqual(['email_subject', 'email_body']);
    const subject = header.indexOf('email_subject');
    expect(rows.map((cells) => cells[subject].includes('Cold Outreach'))).toEqual([true, false, true, false, true]);
    await page.getByTestId('csvp-include-email').uncheck();
  });

  it('expands the result to its profiles and writes an e-mail from an analysed one', async () => {
    await screen.resultRows.first().getByTestId('csvp-result-expand').click();
    await page.getByTestId('csvp-session-rows').waitFor();
    expect(await screen.sessionRows.count()).toBe(4);
    const dead = page.locator(`[data-testid="csvp-session-row"][data-url="${profileUrl(DEAD.slug)}"]`);
    expect(await dead.getAttribute('data-state')).toBe('failed');
    expect(await dead.getByTestId('csvp-generate-email').count()).toBe(0);
    const ada = page.locator(`[data-testid="csvp-session-row"][data-url="${profileUrl(GOOD[0].slug)}"]`);
    expect(await ada.getAttribute('data-state')).toBe('completed');
    expect(await ada.getByTestId('csvp-view-analysis').isVisible()).toBe(true);
    await checkA11y(page, 'CSV Personas profiles');

    await ada.getByTestId('csvp-generate-email').click();
    const dialog = page.getByTestId('email-dialog');
    await dialog.waitFor();
    const subject = dialog.getByTestId('email-subject');
    await subject.waitFor({ timeout: 15_000 });
    expect(await subject.textContent()).toContain('Cold Outreach');
    expect(await dialog.getByTestId('email-body').textContent()).toMatch(/^Hi \S+,/);
    await shot('email');
    await dialog.getByTestId('email-close').click();
    await dialog.waitFor({ state: 'detached' });

    const personaId = await ada.getAttribute('data-persona-id');
    const [popup] = await Promise.all([
      launched!.context.waitForEvent('page'),
      ada.getByTestId('csvp-view-analysis').click(),
    ]);
    try {
      await popup.waitForURL(`**/persona/${personaId}`);
      await popup.getByTestId('persona-block').waitFor();
      expect(await popup.getByTestId('persona-block').getAttribute('data-url')).toBe(profileUrl(GOOD[0].slug));
    } finally {
      await popup.close();
    }
  });

  it('cancels a running session: rows not done cost nothing', async () => {
    openai!.setLatency(4000);
    const before = await balance();
    await screen.pick(personaCsv('to-cancel.csv', [{ slug: 'csvp-cancel-one' }, { slug: 'csvp-cancel-two' }]));
    await screen.preview.waitFor();
    await screen.upload.click();
    await screen.progress.waitFor();
    await page.getByTestId('csvp-cancel').click();
    await waitToast('CSV persona processing cancelled');
    expect(await screen.outcome.textContent()).toContain('CSV persona processing cancelled');
    expect(await screen.progress.count()).toBe(0);
    const row = screen.resultRows.first();
    await until(async () => (await row.getAttribute('data-status')) === 'cancelled', 'the cancelled result row');
    expect(await row.getByTestId('csvp-result-file').textContent()).toBe('to-cancel.csv');
    const completed = Number(await row.getByTestId('csvp-result-completed').textContent());
    expect(await balance()).toBe(before - completed);
    openai!.setLatency(200);
  });

  it('blocks a file whose 5 preview rows exceed the credits and offers the payment with the shortfall', async () => {
    const triggers = datasets!.triggers.length;
    const available = await balance();
    expect(available).toBeLessThan(5);
    const five = Array.from({ length: 5 }, (_, index) => ({ slug: `csvp-prospect-${index + 1}` }));
    await screen.pick(personaCsv('prospects.csv', five));
    const message = `Insufficient persona analyses remaining. You need ${5 - available} more credits.`;
    await waitToast(message);
    await screen.payment.waitFor();
    expect(await screen.payment.getByTestId('payment-reason').textContent()).toContain(message);
    expect(await screen.payment.getByTestId('payment-amount').inputValue()).toBe(String(5 - available));
    await shot('payment');
    await page.keyboard.press('Escape');
    await screen.payment.waitFor({ state: 'detached' });
    expect(await screen.creditError.textContent()).toBe(message);
    expect(await screen.upload.isDisabled()).toBe(true);
    expect(await screen.previewRows.count()).toBe(5);
    expect(datasets!.triggers).toHaveLength(triggers);
  });

  it('keeps wide tables scrolling inside their cards on a phone-sized screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await screen.resultRows.first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkA11y(page, 'CSV Personas on a narrow screen');
    await shot('narrow');
    await page.setViewportSize({ width: 1360, height: 900 });
  });

  it('handles the return from a cancelled Stripe checkout on this tab', async () => {
    await page.goto('/csv-persona?payment=cancelled');
    await waitToast('Payment cancelled. You have not been charged.');
    await until(async () => new URL(page.url()).search === '', 'the cleaned address');
    expect(new URL(page.url()).pathname).toBe('/csv-persona');
  });
});
