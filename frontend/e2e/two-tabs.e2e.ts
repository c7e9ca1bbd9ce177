/// <reference types="node" />
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, register, skipBrowserTests, startApp, type LaunchedBrowser, type RunningApp } from './support';

/**
 * Two tabs of one browser share the stored session. When both find the access token refused at once, one refreshes
 * (under the cross-tab lock) and the other takes its tokens: one refresh call, and both tabs stay signed in.
 */
describe.skipIf(skipBrowserTests)('two tabs refreshing at once', () => {
  let app: RunningApp | undefined;
  let launched: LaunchedBrowser | undefined;

  beforeAll(async () => {
    app = await startApp();
    launched = await launchBrowser({ baseUrl: app.baseUrl });
  });
  afterAll(async () => {
    await launched?.close();
    await app?.stop();
  });

  const stored = (page: Page) =>
    page.evaluate(() => ({
      access: localStorage.getItem('leadscope.access_token'),
      refresh: localStorage.getItem('leadscope.refresh_token'),
    }));
  const signedIn = async (page: Page) => {
    await page.waitForURL('**/search');
    await page.getByTestId('logout-button').waitFor();
  };

  it('refreshes once for both tabs and keeps both signed in', async () => {
    const { context, page: first } = launched as LaunchedBrowser;
    await first.goto('/');
    await register(first, {
      first_name: 'Tab',
      last_name: 'Twin',
      username: 'tabs',
      email: 'tabs@example.com',
      password: 'Two#Tabs#2026',
    });
    const second = await context.newPage();
    await second.goto('/search');
    await signedIn(second);
    // Nothing of either page's start-up still in flight: a request the token change caught in a page being
    // reloaded would refresh from that page, and the reload would drop the answer (the server's grace window then
    // lets the new page trade the same refresh token once more), which is not what this test is about.
    await Promise.all([first.waitForLoadState('networkidle'), second.waitForLoadState('networkidle')]);
    const before = await stored(first);

    const refreshes: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('/api/auth/refresh/')) refreshes.push(request.url());
    });
    // The access token both tabs share is refused from now on, as when it expires.
    await first.evaluate(() => localStorage.setItem('leadscope.access_token', 'expired'));
    await Promise.all([first.reload(), second.reload()]);
    await Promise.all([signedIn(first), signedIn(second)]);
    await Promise.all([first.waitForLoadState('networkidle'), second.waitForLoadState('networkidle')]);

    expect(refreshes).toHaveLength(1);
    const after = await stored(second);
    expect(after.refresh).not.toBe(before.refresh);
    expect(after.access).not.toBe('expired');
    expect(await stored(first)).toEqual(after);

    // The session was not revoked: a later reload still works on the new tokens, without another refresh.
    await first.reload();
    await signedIn(first);
    await first.waitForLoadState('networkidle');
    expect(refreshes).toHaveLength(1);
    expect(first.url()).toContain('/search');
  });
});
