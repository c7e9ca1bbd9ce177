/// <reference types="node" />
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  assertChromium,
  checkA11y,
  launchBrowser,
  register,
  screenshots,
  skipBrowserTests,
  startApp,
  toasts,
  type LaunchedBrowser,
  type RunningApp,
  type TestUser,
  stopStoryAtFailure,
} from './support';

/**
 * Personal API tokens on the Profile tab in a real browser: create one (its secret shown once, copied), call the
 * API with it from outside the browser as a script would, see its last use, revoke it, and see the API refuse it.
 */

const owner: TestUser = {
  first_name: 'Grace',
  last_name: 'Hopper',
  username: 'grace',
  email: 'grace@example.com',
  password: 'Cobol#1959xyz',
};

describe.skipIf(skipBrowserTests)('Personal API tokens in a browser', () => {
  let app: RunningApp | undefined;
  let launched: LaunchedBrowser | undefined;
  let page: Page;
  let shot: (name: string) => Promise<string>;
  let waitToast: ReturnType<typeof toasts>['waitToast'];
  let secret = '';

  const callApi = (token: string) =>
    fetch(`${app?.baseUrl}/api/usage/info/`, { headers: { Authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    assertChromium();
    app = await startApp();
    launched = await launchBrowser({ baseUrl: app.baseUrl });
    await launched.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    page = launched.page;
    shot = screenshots(page, 'api-tokens-');
    ({ waitToast } = toasts(page));
  });

  stopStoryAtFailure();
  afterEach(() => launched?.assertNoConsoleErrors());

  afterAll(async () => {
    await launched?.close();
    await app?.stop();
  });

  it('creates a token on the Profile tab and shows its secret once, with Copy', async () => {
    await page.goto('/');
    await page.waitForURL('**/login');
    await register(page, owner);
    await page.getByTestId('tab-profile').click();
    await page.waitForURL('**/profile');
    await page.getByTestId('api-tokens-empty').waitFor();
    await checkA11y(page, 'Profile with API tokens');

    await page.getByTestId('api-token-create').click();
    await page.getByTestId('api-token-form').waitFor();
    // An empty name is refused before anything is sent.
    await page.getByTestId('api-token-create-submit').click();
    await page.getByText('Token name is required').waitFor();
    await page.getByTestId('api-token-name').fill('Nightly export script');
    await page.getByLabel('30 days').check();
    await checkA11y(page, 'Create API token');
    await page.getByTestId('api-token-create-submit').click();

    const field = page.getByTestId('api-token-secret');
    await field.waitFor();
    secret = await field.inputValue();
    expect(secret).toMatch(/^lsk_[A-Za-z0-9_-]{43}$/);
    await page.getByTestId('api-token-copy').click();
    await waitToast('Token copied to the clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await checkA11y(page, 'New API token');
    await shot('secret');
    await page.getByTestId('api-token-done').click();
    await field.waitFor({ state: 'detached' });

    const row = page.getByTestId('api-token-row');
    await expect.poll(() => row.count()).toBe(1);
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('Nightly export script');
    expect(text).toContain(secret.slice(0, 8));
    expect(text).not.toContain(secret);
    expect(text).toContain('Never used');
    // Once closed, the secret is nowhere on the page.
    expect(await page.content()).not.toContain(secret);
  });

  it('lets a script call the API with the token, and shows when it was last used', async () => {
    const response = await callApi(secret);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });

    await page.reload();
    await page.getByTestId('api-token-row').waitFor();
    await expect
      .poll(async () => (await page.getByTestId('api-token-last-used').textContent())?.trim())
      .not.toBe('Never used');
  });

  it('revokes the token after confirmation, and the API then refuses it', async () => {
    await page.getByRole('button', { name: 'Revoke token Nightly export script' }).click();
    await page.getByTestId('api-token-revoke-confirm').waitFor();
    await checkA11y(page, 'Revoke API token');
    await page.getByTestId('api-token-revoke-confirm').click();
    await waitToast('API token revoked');
    await page.getByTestId('api-tokens-empty').waitFor();
    await shot('revoked');

    const response = await callApi(secret);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      code: 'api_token_revoked',
      error: 'This API token has been revoked',
    });
  });
});
