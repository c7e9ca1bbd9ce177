/// <reference types="node" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { errors, type Page, type PageScreenshotOptions } from 'playwright-core';
import { SHOTS_DIR } from './paths';

/** How long one capture may take before it is tried once more. */
const CAPTURE_TIMEOUT_MS = 15_000;

/**
 * Takes a screenshot, trying once more when Chromium does not deliver the frame in time: on a loaded CI machine a
 * full-page capture has hung for 30 s once (the test's assertions had all passed). A second failure fails the test.
 */
export async function capture(page: Page, options: PageScreenshotOptions & { path: string }): Promise<void> {
  try {
    await page.screenshot({ ...options, timeout: CAPTURE_TIMEOUT_MS });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    console.warn(`screenshot ${options.path} timed out after ${CAPTURE_TIMEOUT_MS} ms; trying once more`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await page.screenshot({ ...options, timeout: 30_000 });
  }
}

/**
 * Numbered full-page screenshots in frontend/test-results: `01-sign-in.png`, or `billing-01-profile.png` with a
 * prefix so several test files do not overwrite each other's pictures.
 */
export function screenshots(page: Page, prefix = '') {
  mkdirSync(SHOTS_DIR, { recursive: true });
  let step = 0;
  return async (name: string): Promise<string> => {
    step += 1;
    const path = join(SHOTS_DIR, `${prefix}${String(step).padStart(2, '0')}-${name}.png`);
    await capture(page, { path, fullPage: true });
    return path;
  };
}

/** The app's toasts (layout/Toaster.tsx renders each with data-testid="toast"). */
export function toasts(page: Page) {
  const toast = (text: string) => page.getByTestId('toast').filter({ hasText: text });
  return {
    toast,
    /** Whether a toast with this text is on screen now. */
    isToastVisible: (text: string) => toast(text).first().isVisible(),
    /** Waits up to `timeout` ms for a toast with this text. */
    waitToast: (text: string, timeout = 10_000) => toast(text).first().waitFor({ state: 'visible', timeout }),
    /** Waits until no toast with this text is left (e.g. before a clean screenshot). */
    waitToastGone: (text: string, timeout = 10_000) => toast(text).first().waitFor({ state: 'detached', timeout }),
  };
}

export interface TestUser {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
}

/** Creates an account from the sign-in screen and waits for the workspace and the welcome toast. */
export async function register(page: Page, user: TestUser): Promise<void> {
  await page.getByTestId('mode-register').click();
  await page.getByTestId('register-first-name').fill(user.first_name);
  await page.getByTestId('register-last-name').fill(user.last_name);
  await page.getByTestId('register-username').fill(user.username);
  await page.getByTestId('register-email').fill(user.email);
  await page.getByTestId('register-password').fill(user.password);
  await page.getByTestId('register-password2').fill(user.password);
  await page.getByTestId('register-submit').click();
  await page.waitForURL('**/search');
  await toasts(page).waitToast('Account created successfully! Welcome aboard!');
}

/** Fills and submits the sign-in form; the caller waits for the outcome it expects. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('signin-username').fill(username);
  await page.getByTestId('signin-password').fill(password);
  await page.getByTestId('signin-submit').click();
}

/** Logs out from the header and waits for the sign-in form. */
export async function logout(page: Page): Promise<void> {
  await page.getByTestId('logout-button').click();
  await page.waitForURL('**/login');
  await toasts(page).waitToast('Logged out successfully');
  await page.getByTestId('signin-form').waitFor();
}
