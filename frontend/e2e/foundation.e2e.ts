/// <reference types="node" />
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  capture,
  assertChromium,
  DOCS_SHOTS_DIR,
  checkA11y,
  launchBrowser,
  logout as logoutFrom,
  newestMail,
  register as registerOn,
  screenshots,
  signIn as signInOn,
  skipBrowserTests,
  startApp,
  toasts,
  type LaunchedBrowser,
  type RunningApp,
  type TestUser,
  stopStoryAtFailure,
} from './support';

/**
 * The foundation flow in a real browser against the real built app: sign-up (first user is admin), tabs and
 * admin visibility, logout, a second user, password reset through the mailed link, sign-in, profile edit and
 * data export. The backend is started from backend/dist with a fresh SQLite database in a temp folder.
 */

const README_SHOT = join(DOCS_SHOTS_DIR, 'workspace.png');

const admin = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  password: 'Analytical#1843',
};
const member = {
  first_name: 'Grace',
  last_name: 'Hopper',
  username: 'grace',
  email: 'grace@example.com',
  password: 'Cobol#1959x',
  newPassword: 'Compiler!1952z',
};

/** A valid 1x1 PNG. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe.skipIf(skipBrowserTests)('LeadScope foundation in a browser', () => {
  let app: RunningApp | undefined;
  let launched: LaunchedBrowser | undefined;
  let dataDir = '';
  let page: Page;
  let shot: (name: string) => Promise<string>;
  let toast: ReturnType<typeof toasts>['toast'];
  let waitToast: ReturnType<typeof toasts>['waitToast'];
  const expectToast = async (text: string) => expect(await toast(text).first().isVisible()).toBe(true);

  const register = (user: TestUser) => registerOn(page, user);
  const logout = () => logoutFrom(page);
  const signIn = (username: string, password: string) => signInOn(page, username, password);

  beforeAll(async () => {
    assertChromium();
    mkdirSync(DOCS_SHOTS_DIR, { recursive: true });
    app = await startApp();
    dataDir = app.dataDir;
    launched = await launchBrowser({ baseUrl: app.baseUrl });
    page = launched.page;
    shot = screenshots(page);
    ({ toast, waitToast } = toasts(page));
  });

  stopStoryAtFailure();

  // Issue 15: any console error or uncaught page error fails the test that caused it.
  afterEach(() => launched?.assertNoConsoleErrors());

  afterAll(async () => {
    await launched?.close();
    await app?.stop();
  });

  it('shows the sign-in screen to a visitor', async () => {
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByTestId('signin-form').waitFor();
    expect(await page.title()).toBe('LeadScope');
    await checkA11y(page, 'Sign-in');
    await shot('sign-in');

    // An empty form is refused on the client, with the field messages and the form toast.
    await page.getByTestId('signin-submit').click();
    await waitToast('Please fix the errors in the form');
    expect(await page.getByText('Username is required').isVisible()).toBe(true);
    await page.getByTestId('signin-username').fill('someone');
    expect(await page.getByText('Username is required').count()).toBe(0);
    expect(await page.getByText('Password is required').isVisible()).toBe(true);
    await page.getByTestId('signin-username').fill('');
  });

  it('creates the first account as an admin who sees the admin tabs', async () => {
    await page.getByTestId('mode-register').click();
    await page.getByTestId('register-password').fill('abc');
    expect(await page.getByTestId('password-strength').getAttribute('data-score')).toBe('1');
    await page.getByTestId('register-password').fill(admin.password);
    expect(await page.getByTestId('password-strength').textContent()).toContain('Strong');
    await checkA11y(page, 'Create account');
    await shot('create-account');
    await page.getByTestId('mode-signin').click();
    await register(admin);

    expect(await page.getByTestId('header-user-name').textContent()).toBe('Ada');
    expect(await page.getByTestId('header-plan-label').textContent()).toContain('Premium User');
    expect(await page.getByTestId('system-status').textContent()).toContain('System Online');
    for (const label of [
      'Search',
      'Landing Builder',
      'History',
      'CSV Personas',
      'Profile',
      'Super Admin',
      'CSV Upload',
      'DB Query',
    ]) {
      expect(await page.getByRole('tab', { name: label }).isVisible(), label).toBe(true);
    }
    await page.getByTestId('search-box').waitFor();
    // Let the welcome toast go so the README picture shows the workspace alone.
    await toast('Account created successfully!').first().waitFor({ state: 'detached', timeout: 10_000 });
    await capture(page, { path: README_SHOT });
    await shot('admin-workspace');

    await page.getByTestId('tab-db-query').click();
    await page.waitForURL('**/db-query');
    // Every screen but Search arrives in its own chunk on first visit: wait for it rather than look at once.
    await page.getByRole('heading', { name: 'DB Query' }).waitFor();
    expect(await page.getByTestId('not-allowed').count()).toBe(0);
    await checkA11y(page, 'DB Query');
  });

  it('logs out back to the sign-in screen', async () => {
    await logout();
    await shot('logged-out');
  });

  it('creates a second account that sees no admin tab and is refused admin routes', async () => {
    await register(member);
    expect(await page.getByTestId('header-user-name').textContent()).toBe('Grace');
    expect(await page.locator('[data-admin]').count()).toBe(0);
    for (const label of ['Super Admin', 'CSV Upload', 'DB Query']) {
      expect(await page.getByRole('tab', { name: label }).count(), label).toBe(0);
    }
    await page.goto('/admin');
    await page.getByTestId('not-allowed').waitFor();
    await shot('member-refused-admin');
    await logout();
  });

  it('resets a forgotten password through the mailed link', async () => {
    await page.getByTestId('forgot-password-link').click();
    await page.getByTestId('forgot-email').fill('not-an-email');
    await page.getByTestId('forgot-submit').click();
    expect(await page.getByText('Enter a valid email').isVisible()).toBe(true);

    const since = Date.now() - 1000;
    await page.getByTestId('forgot-email').fill(member.email);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('reset-request-message').waitFor();
    await shot('reset-requested');

    const mail = await newestMail(join(dataDir, 'outbox'), since);
    expect(mail).toContain(`To: ${member.email}`);
    const link = mail.match(/https?:\/\/\S*reset_uid=\S+/)?.[0];
    expect(link, 'reset link in the mail').toBeDefined();
    expect(link).toContain('reset_token=');

    await page.goto(link as string);
    await page.getByTestId('reset-form').waitFor();
    await page.getByTestId('reset-new-password').fill(member.newPassword);
    await page.getByTestId('reset-confirm-password').fill(member.newPassword);
    expect(await page.getByTestId('password-strength').getAttribute('data-score')).toBe('5');
    await shot('reset-confirm');
    await page.getByTestId('reset-submit').click();
    await waitToast('Password reset successful. Please sign in.');
    await page.getByTestId('signin-form').waitFor();
    expect(new URL(page.url()).search).toBe('');
  });

  it('refuses the old password and accepts the new one', async () => {
    await signIn(member.username, member.password);
    await waitToast('Invalid credentials. Please try again.');
    await signIn(member.email, member.newPassword);
    await page.waitForURL('**/search');
    await waitToast('Welcome back!');
    await expectToast('Welcome back!');
  });

  it('edits the profile and the header and profile card follow', async () => {
    await page.getByTestId('tab-profile').click();
    await page.waitForURL('**/profile');
    expect(await page.getByTestId('profile-name').textContent()).toBe('Grace Hopper');
    expect(await page.getByTestId('profile-username').textContent()).toBe('@grace');
    await checkA11y(page, 'Profile');
    await shot('profile');

    await page.getByTestId('action-edit-profile').click();
    expect(await page.getByText('PNG, JPG or GIF up to 5MB').isVisible()).toBe(true);
    await checkA11y(page, 'Edit Profile');
    // A file that is not an image is refused on the client.
    await page.getByTestId('profile-picture-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await waitToast('Please select an image file (PNG, JPG or GIF)');
    // Another user's e-mail address is refused by the server, whose text is shown.
    await page.getByTestId('profile-email').fill(admin.email);
    await page.getByTestId('profile-save').click();
    await waitToast('A user with that email already exists');
    // ... and marked on the field itself (issue 15 point 4).
    expect(await page.getByTestId('profile-email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('edit-profile-form').textContent()).toContain(
      'A user with that email already exists',
    );

    await page.getByTestId('profile-email').fill(member.email);
    await page.getByTestId('profile-picture-input').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_1X1, 'base64'),
    });
    await page.getByTestId('profile-first-name').fill('Amazing');
    await page.getByTestId('profile-company').fill('Compilers Inc');
    await page.getByTestId('profile-role').fill('Rear Admiral');
    await shot('edit-profile');
    await page.getByTestId('profile-save').click();
    await waitToast('Profile updated successfully!');

    expect(await page.getByTestId('profile-company-value').textContent()).toBe('Compilers Inc');
    expect(await page.getByTestId('profile-role-value').textContent()).toBe('Rear Admiral');
    expect(await page.getByTestId('header-user-name').textContent()).toBe('Amazing');
    const headerPicture = page.getByTestId('header-user').locator('img');
    expect(await headerPicture.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await page.reload();
    await page.getByTestId('profile-card').waitFor();
    expect(await page.getByTestId('profile-company-value').textContent()).toBe('Compilers Inc');
    expect(await headerPicture.count()).toBe(1);

    // Remove picture goes back to the initial.
    await page.getByTestId('action-edit-profile').click();
    await page.getByTestId('profile-picture-remove').click();
    await page.getByTestId('profile-save').click();
    await waitToast('Profile updated successfully!');
    expect(await headerPicture.count()).toBe(0);
    expect(await page.getByTestId('header-user').getByTestId('user-avatar').textContent()).toBe('A');
  });

  it('changes the password only when the confirmation matches', async () => {
    await page.getByTestId('action-change-password').click();
    await page.getByTestId('password-old').fill('wrong-password');
    await page.getByTestId('password-new').fill('Another#Pass1');
    await page.getByTestId('password-confirm').fill('Another#Pass1');
    await page.getByTestId('password-save').click();
    await waitToast('Change failed');
    expect(await page.getByText('Current password is incorrect').isVisible()).toBe(true);
    await page.getByTestId('password-old').fill(member.newPassword);
    await page.getByTestId('password-new').fill('Another#Pass1');
    await page.getByTestId('password-confirm').fill('Another#Pass2');
    await page.getByTestId('password-save').click();
    await waitToast('Passwords do not match');
    await page.getByTestId('password-confirm').fill('Another#Pass1');
    await page.getByTestId('password-save').click();
    await waitToast('Password changed');
    await page.getByTestId('change-password-form').waitFor({ state: 'detached' });
  });

  it('exports the data as a JSON file that holds the user', async () => {
    await page.getByTestId('action-export-data').click();
    await page.getByTestId('export-start-date').fill('2030-02-01');
    await page.getByTestId('export-end-date').fill('2030-01-01');
    await page.getByTestId('export-submit').click();
    expect(await page.getByText('Start date cannot be after end date.').isVisible()).toBe(true);
    await waitToast('Start date cannot be after end date');
    await shot('export-dates-refused');

    await page.getByTestId('export-start-date').fill('');
    await page.getByTestId('export-end-date').fill('');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-submit').click()]);
    expect(download.suggestedFilename()).toMatch(/^my_data_export_.+\.json$/);
    const file = await download.path();
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    expect(exported.user).toMatchObject({ username: 'grace', email: member.email, company: 'Compilers Inc' });
    await waitToast('Export ready');
    await shot('exported');
  });

  it('refreshes an expired access token on reload and keeps the user signed in', async () => {
    await page.evaluate(() => localStorage.setItem('leadscope.access_token', 'not-a-valid-token'));
    await page.reload();
    await page.getByTestId('profile-card').waitFor();
    expect(await page.getByTestId('header-user-name').textContent()).toBe('Amazing');
    const access = await page.evaluate(() => localStorage.getItem('leadscope.access_token'));
    expect(access).not.toBe('not-a-valid-token');
    expect(access?.split('.')).toHaveLength(3);
  });

  it('sends a session that cannot be refreshed back to the sign-in screen', async () => {
    await page.evaluate(() => {
      localStorage.setItem('leadscope.access_token', 'not-a-valid-token');
      localStorage.setItem('leadscope.refresh_token', 'not-a-valid-refresh-token');
    });
    await page.reload();
    await page.getByTestId('signin-form').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('leadscope.access_token'))).toBeNull();
    await shot('session-ended');
  });
});
