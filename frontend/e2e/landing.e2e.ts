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
import { fillContactForm, landingScreens } from './support/landing';
import { startFakeOpenAi, type FakeOpenAi } from './support/personas';
import { apiClient } from './support/search';

/**
 * The Landing Builder in a real browser against the real built app and the backend's fake OpenAI: generate a page,
 * recolour it live with a preset, edit it inside the sandboxed preview, save it through the name modal, update it,
 * find and replace, download it, check that the page cannot reach the app's storage, publish it, fill its form on
 * the public page and see the submission in the builder.
 */

const maker: TestUser = {
  first_name: 'Grace',
  last_name: 'Hopper',
  username: 'grace',
  email: 'grace@example.com',
  password: 'Cobol#1959x',
};

const DEFAULT_PROMPT = 'fitness coaching landing page';
const DEFAULT_NAME = 'fitness coaching landing page Landing';
/** The Red Theme preset's primary colour (src/landing/lib/theme.ts), as CSS reports it. */
const RED = { hex: '#dc2626', rgb: 'rgb(220, 38, 38)' };

interface TemplateBody {
  template: { id: number; name: string; html: string; published: boolean; public_url: string | null };
}

describe.skipIf(skipBrowserTests)('Landing Builder in a browser', () => {
  let app: RunningApp | undefined;
  let openai: FakeOpenAi | undefined;
  let launched: LaunchedBrowser | undefined;
  let page: Page;
  let shot: (name: string) => Promise<string>;
  let waitToast: ReturnType<typeof toasts>['waitToast'];
  let call: ReturnType<typeof apiClient>['call'];
  let screen: ReturnType<typeof landingScreens>;
  let token = '';
  let templateId = 0;

  const savedTemplate = async () =>
    (await call<TemplateBody>(token, 'GET', `/landing/templates/${templateId}/`)).template;

  beforeAll(async () => {
    assertChromium();
    openai = await startFakeOpenAi({ latencyMs: 800 });
    app = await startApp({ env: { ...openai.env } });
    launched = await launchBrowser({ baseUrl: app.baseUrl, viewport: { width: 1360, height: 1000 } });
    page = launched.page;
    ({ call } = apiClient(app.baseUrl));
    ({ waitToast } = toasts(page));
    shot = screenshots(page, 'landing-');
    screen = landingScreens(page);
  });

  stopStoryAtFailure();
  afterEach(() => launched?.assertNoConsoleErrors());

  afterAll(async () => {
    await launched?.close();
    await app?.stop();
    await openai?.close();
  });

  it('signs up and opens the Landing Builder with the default prompt and an empty preview', async () => {
    await page.goto('/');
    await page.waitForURL('**/login');
    await register(page, maker);
    token = (await page.evaluate(() => localStorage.getItem('leadscope.access_token'))) ?? '';
    expect(token).not.toBe('');
    await page.getByTestId('tab-landing').click();
    await page.waitForURL('**/landing');
    await page.getByTestId('landing-builder').waitFor();
    expect(await page.getByTestId('landing-prompt').inputValue()).toBe(DEFAULT_PROMPT);
    await page.getByTestId('landing-preview-empty').waitFor();
    // New-template mode: Save, no Update.
    expect(await page.getByTestId('landing-save').count()).toBe(1);
    expect(await page.getByTestId('landing-update').count()).toBe(0);
  });

  it("refuses an empty prompt with 'Please enter a prompt' and saving nothing with 'Nothing to save'", async () => {
    await page.getByTestId('landing-prompt').fill('   ');
    await page.getByTestId('landing-generate').click();
    await waitToast('Please enter a prompt');
    await page.getByTestId('landing-save').click();
    await waitToast('Nothing to save');
    await page.getByTestId('landing-regenerate').click();
    await waitToast('Generate or load a template first');
    await page.getByTestId('landing-prompt').fill(DEFAULT_PROMPT);
  });

  it('generates a page: progress while it runs, one request however often Generate is clicked, then the preview', async () => {
    const before = openai!.requests.filter((request) => request.path.endsWith('/chat/completions')).length;
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/landing/generate/');
    await page.getByTestId('landing-generate').click();
    await page.getByTestId('landing-generating').waitFor();
    expect(await page.getByTestId('landing-generate').isDisabled()).toBe(true);
    // A second click while it runs sends nothing.
    await page.getByTestId('landing-generate').click({ force: true });
    expect((await answered).status()).toBe(200);
    await waitToast('Landing page generated');
    await page.getByTestId('landing-generating').waitFor({ state: 'detached' });
    expect(openai!.requests.filter((request) => request.path.endsWith('/chat/completions')).length - before).toBe(1);

    await screen.preview.waitFor();
    expect(await screen.preview.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
    expect(await screen.preview.getAttribute('title')).toBe('Landing page preview');
    expect((await screen.preview.boundingBox())?.height).toBe(600);
    await screen.inPreview.locator('h1').first().waitFor();
    await screen.inPreview.locator('form').first().waitFor();
    saveDocsShot(await shot('generated'), 'landing-builder.png');
  });

  it('recolours the page live with a preset: the Red Theme primary colour shows inside the frame', async () => {
    await page.getByTestId('landing-colours-toggle').click();
    const primary = page.getByTestId('landing-colour-primary');
    expect(await primary.inputValue()).toBe('#4f46e5');
    // The panel is still expanding (and a toast may be leaving): wait for it to settle before pressing a preset.
    await page.getByTestId('landing-preset-red-theme').waitFor();
    await page.waitForTimeout(500);
    await page.getByTestId('landing-preset-red-theme').click();
    await page.waitForFunction(
      ([element, hex]) => (element as HTMLInputElement).value === hex,
      [await primary.elementHandle(), RED.hex] as const,
      { timeout: 5000 },
    );
    await screen.untilInPreview(
      () => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
      RED.hex,
      'the --primary variable',
    );
    // Something on the page is painted in it.
    const painted = await (
      await screen.previewFrame()
    ).evaluate(
      (rgb) =>
        [...document.querySelectorAll('body *')].some((element) => {
          const style = getComputedStyle(element);
          return [style.backgroundColor, style.color, style.borderTopColor].includes(rgb);
        }),
      RED.rgb,
    );
    expect(painted).toBe(true);
    await checkA11y(page, 'Landing Builder with a page and the colour panel');
  });

  it('edits the page inside the preview and saves it through the name modal with the default name', async () => {
    await page.getByTestId('landing-edit-toggle').check();
    await screen.untilInPreview(() => document.designMode, 'on', 'design mode');
    await screen.clickToType('h1');
    await page.keyboard.press('End');
    await page.keyboard.type(' Today');
    expect(await screen.inPreview.locator('h1').first().textContent()).toContain(' Today');
    // The bridge posts the edit after a short pause in typing.
    await page.waitForTimeout(1000);

    await page.getByTestId('landing-save').click();
    await screen.saveDialog.waitFor();
    expect(await page.getByTestId('landing-save-name').inputValue()).toBe(DEFAULT_NAME);
    await checkA11y(page, 'Name-your-template modal');
    await page.getByTestId('landing-save-confirm').click();
    await waitToast('Template saved');
    await screen.saveDialog.waitFor({ state: 'detached' });
    // Saving selects the new template: Update replaces Save.
    await page.getByTestId('landing-update').waitFor();
    expect(await page.getByTestId('landing-save').count()).toBe(0);
    expect(await page.getByTestId('landing-template-select').textContent()).toBe(DEFAULT_NAME);

    const { templates } = await call<{ templates: { id: number; name: string }[] }>(
      token,
      'GET',
      '/landing/templates/',
    );
    expect(templates.map((template) => template.name)).toEqual([DEFAULT_NAME]);
    templateId = templates[0].id;
    const saved = await savedTemplate();
    expect(saved.html).toContain(' Today');
    expect(saved.html).toMatch(new RegExp(`--primary:\\s*${RED.hex}`));
    expect(saved.html).not.toContain('data-leadscope');
  });

  it('updates the loaded template after another edit in the preview', async () => {
    expect(await screen.dirty.count()).toBe(0);
    await screen.clickToType('h1');
    await page.keyboard.press('End');
    await page.keyboard.type(' and Tomorrow');
    await screen.dirty.waitFor();
    await page.getByTestId('landing-update').click();
    await waitToast('Template updated');
    await screen.dirty.waitFor({ state: 'detached' });
    expect((await savedTemplate()).html).toContain(' Today and Tomorrow');
    const { versions } = await call<{ versions: unknown[] }>(
      token,
      'GET',
      `/landing/templates/${templateId}/versions/`,
    );
    expect(versions).toHaveLength(1);
    await page.getByTestId('landing-edit-toggle').uncheck();
    await screen.untilInPreview(() => document.designMode, 'off', 'design mode off');
  });

  it("finds and replaces in the HTML editor ('Replaced') and the preview shows it", async () => {
    await page.getByTestId('landing-editor-toggle').check();
    await page.getByTestId('landing-html-editor').waitFor();
    await page.getByTestId('landing-find').fill('Today and Tomorrow');
    await page.getByTestId('landing-replace').fill('Every Day');
    await page.getByTestId('landing-replace-all').click();
    await waitToast('Replaced');
    expect(await page.getByTestId('landing-replaced-count').textContent()).toBe('1 occurrence replaced');
    await screen.inPreview.locator('h1', { hasText: 'Every Day' }).waitFor();
    await page.getByTestId('landing-refresh').click();
    await waitToast('Preview refreshed');
    await screen.inPreview.locator('h1', { hasText: 'Every Day' }).waitFor();
    await screen.dirty.waitFor();
    await checkA11y(page, 'Landing Builder with the HTML editor');
  });

  it('downloads the page as an HTML file named after the template', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('landing-download').click()]);
    expect(download.suggestedFilename()).toBe(`${DEFAULT_NAME}.html`);
    const file = readFileSync(await download.path(), 'utf8');
    expect(file).toMatch(/^<!DOCTYPE html>/i);
    expect(file).toContain('Every Day');
    expect(file).toContain('<form');
    expect(file).toMatch(new RegExp(`--primary:\\s*${RED.hex}`));
    expect(file).not.toContain('data-leadscope');
  });

  it("keeps the page away from the app: inside the frame, touching the app's storage throws", async () => {
    const frame = await screen.previewFrame();
    const seen = await frame.evaluate(() => {
      const attempt = (read: () => unknown) => {
        try {
          read();
          return 'read';
        } catch (error) {
          return (error as Error).name;
        }
      };
      return {
        origin: self.origin,
        storage: attempt(() => parent.localStorage.getItem('leadscope.access_token')),
        parentDocument: attempt(() => parent.document.body),
        ownStorage: attempt(() => localStorage.length),
      };
    });
    expect(seen).toEqual({
      origin: 'null',
      storage: 'SecurityError',
      parentDocument: 'SecurityError',
      ownStorage: 'SecurityError',
    });
  });

  it('asks before leaving the tab with unsaved changes, then saves them with Update', async () => {
    await page.getByTestId('tab-search').click();
    await page.getByTestId('landing-discard-dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/landing');
    await page.getByTestId('landing-discard-cancel').click();
    await page.getByTestId('landing-discard-dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/landing');
    await page.getByTestId('landing-update').click();
    await waitToast('Template updated');
    await screen.dirty.waitFor({ state: 'detached' });
    expect((await savedTemplate()).html).toContain('Every Day');
  });

  it('publishes the page; a visitor fills its form on the public page; the submission shows in the builder', async () => {
    await page.getByTestId('landing-publish-button').click();
    await waitToast('Page published');
    const link = page.getByTestId('landing-public-url');
    await link.waitFor();
    const publicUrl = (await link.getAttribute('href')) ?? '';
    expect(publicUrl).toMatch(/\/p\/[A-Za-z0-9_-]{22}$/);
    expect((await savedTemplate()).public_url).toBe(publicUrl);

    const [visitor] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await visitor.waitForLoadState();
    expect(await visitor.locator('h1').first().textContent()).toContain('Every Day');
    expect(await visitor.evaluate(() => self.origin)).toBe('null');
    const { form, filled } = await fillContactForm(visitor, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      message: 'Please call me back',
    });
    expect(Object.keys(filled).length).toBeGreaterThan(0);
    await Promise.all([
      visitor.waitForURL(/\/submit$/),
      form.locator('button[type="submit"], input[type="submit"], button:not([type])').first().click(),
    ]);
    await visitor.close();

    await page.getByTestId('landing-submissions-refresh').click();
    await screen.submissions.first().waitFor();
    expect(await screen.submissions.count()).toBe(1);
    const row = (await screen.submissions.first().textContent()) ?? '';
    for (const value of Object.values(filled)) expect(row).toContain(value);
    expect(await page.getByTestId('landing-submissions-total').textContent()).toBe('Submissions (1)');
    await shot('published');
    await checkA11y(page, 'Landing Builder with publishing and submissions');
  });

  it('unpublishes the page: its public address answers 404 from then on', async () => {
    const publicUrl = (await page.getByTestId('landing-public-url').getAttribute('href')) ?? '';
    await page.getByTestId('landing-unpublish').click();
    await waitToast('Page unpublished');
    await page.getByTestId('landing-public-url').waitFor({ state: 'detached' });
    await page.getByTestId('landing-publish-button').waitFor();
    expect((await fetch(publicUrl)).status).toBe(404);
  });

  it("regenerates the design: 'Enter a design prompt', then 'Design updated (click Update to save)'", async () => {
    await page.getByTestId('landing-regenerate').click();
    await waitToast('Enter a design prompt');
    const before = (await savedTemplate()).html;
    await page.getByTestId('landing-design-prompt').fill('make it dark with rounded cards');
    await page.getByTestId('landing-regenerate').click();
    await waitToast('Design updated (click Update to save)');
    // The content stays; nothing is saved until Update.
    await screen.inPreview.locator('h1', { hasText: 'Every Day' }).waitFor();
    expect((await savedTemplate()).html).toBe(before);
  });

  it('saves under a name that exists: the existing template is updated instead', async () => {
    // Back to new-template mode: the unsaved design asks first.
    await page.getByTestId('landing-template-select').click();
    await page.getByRole('option', { name: 'New template' }).click();
    await page.getByTestId('landing-discard-dialog').waitFor();
    await page.getByTestId('landing-discard-confirm').click();
    await page.getByTestId('landing-save').waitFor();

    await page.getByTestId('landing-save').click();
    await screen.saveDialog.waitFor();
    await page.getByTestId('landing-save-name').fill(`  ${DEFAULT_NAME.toUpperCase()} `);
    await page.getByTestId('landing-save-confirm').click();
    await waitToast('Name existed; updated existing template');
    await page.getByTestId('landing-update').waitFor();
    expect(await page.getByTestId('landing-template-select').textContent()).toBe(DEFAULT_NAME);
    const { templates } = await call<{ templates: unknown[] }>(token, 'GET', '/landing/templates/');
    expect(templates).toHaveLength(1);
  });

  it('restores an earlier version from the history', async () => {
    await page.getByTestId('landing-versions').click();
    const dialog = page.getByTestId('landing-versions-dialog');
    await dialog.waitFor();
    const versions = dialog.getByTestId('landing-version');
    await versions.first().waitFor();
    expect(await versions.count()).toBe(3);
    await checkA11y(page, 'Version history');
    // Newest first: the last one is the page as first saved.
    await versions.last().getByTestId('landing-version-restore').click();
    await waitToast('Version restored');
    await screen.inPreview.locator('h1', { hasText: ' Today' }).waitFor();
    expect(await screen.inPreview.locator('h1').first().textContent()).not.toContain('Every Day');
    expect((await savedTemplate()).html).not.toContain('Every Day');
  });

  it("loads another saved template from the selector ('Template loaded')", async () => {
    const html = '<!DOCTYPE html><html><head><title>Spring</title></head><body><h1>Spring offer</h1></body></html>';
    await call(token, 'POST', '/landing/templates/', { name: 'Spring offer', html });
    // The list is read when the tab opens and after each save: a template made elsewhere shows after a reload.
    await page.reload();
    await page.getByTestId('landing-builder').waitFor();
    await page.getByTestId('landing-template-select').click();
    await page.getByRole('option', { name: 'Spring offer' }).click();
    await waitToast('Template loaded');
    await screen.inPreview.locator('h1', { hasText: 'Spring offer' }).waitFor();
    await page.getByTestId('landing-update').waitFor();
    // A page made elsewhere gets the theme block when a colour is chosen.
    await page.getByTestId('landing-colours-toggle').click();
    await page.getByTestId('landing-preset-green-theme').click();
    await screen.untilInPreview(
      () => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
      '#16a34a',
      'the Green Theme primary colour',
    );
    await screen.dirty.waitFor();
  });
});
