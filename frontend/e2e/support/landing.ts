/// <reference types="node" />
import type { Frame, Page } from 'playwright-core';
import { sleep } from './app';

/**
 * What the Landing Builder browser test needs besides the shared support: locators for the builder
 * (src/landing) and its sandboxed preview frame.
 */
export function landingScreens(page: Page) {
  const preview = page.getByTestId('landing-preview');

  /** The preview's current frame (it is replaced whenever the page is reloaded into it). */
  async function previewFrame(): Promise<Frame> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const frame = await (await preview.elementHandle())?.contentFrame();
      if (frame && (await frame.evaluate(() => document.readyState === 'complete').catch(() => false))) return frame;
      await sleep(100);
    }
    throw new Error('The preview frame did not load');
  }

  return {
    preview,
    /** Locators inside the preview frame. */
    inPreview: page.frameLocator('[data-testid="landing-preview"]'),
    previewFrame,
    /** Polls an expression evaluated inside the preview frame until it returns `expected`. */
    async untilInPreview<T>(read: () => T, expected: T, what: string, timeoutMs = 10_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      let last: unknown;
      while (Date.now() < deadline) {
        last = await (await previewFrame()).evaluate(read).catch((error: Error) => error.message);
        if (last === expected) return;
        await sleep(100);
      }
      throw new Error(`Timed out waiting for ${what} in the preview: last saw ${JSON.stringify(last)}`);
    },
    /**
     * Clicks into the preview to type there. The sandboxed frame runs in a process of its own (an out-of-process
     * frame in Chromium), so the focus the click gives it reaches the browser a moment later: keys pressed before
     * that go to what had the focus in the app (the 'Edit in Preview' switch, which a space turns off). Waits until
     * the frame's document has the focus and the app's document, which learns of it from the browser, shows the frame
     * as its active element.
     */
    async clickToType(selector: string): Promise<void> {
      const frame = await previewFrame();
      await frame.locator(selector).first().click();
      await frame.waitForFunction(() => document.hasFocus(), undefined, { timeout: 10_000 });
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('data-testid') === 'landing-preview',
        undefined,
        {
          timeout: 10_000,
        },
      );
    },
    dirty: page.getByTestId('landing-dirty'),
    saveDialog: page.getByTestId('landing-save-dialog'),
    submissions: page.getByTestId('landing-submission'),
  };
}

/** Fills every field of the public page's form with a plausible value (the AI decides which fields there are). */
export async function fillContactForm(
  page: Page,
  values: { name: string; email: string; phone: string; message: string },
) {
  const form = page.locator('form').first();
  await form.waitFor();
  const fields = form.locator('input:not([type="hidden"]):not([type="submit"]):not([type="button"]), textarea');
  const filled: Record<string, string> = {};
  for (let index = 0; index < (await fields.count()); index += 1) {
    const field = fields.nth(index);
    const tag = await field.evaluate((element) => element.tagName.toLowerCase());
    const type = (await field.getAttribute('type')) ?? 'text';
    const name = (await field.getAttribute('name')) ?? `field${index}`;
    const value =
      tag === 'textarea'
        ? values.message
        : type === 'email'
          ? values.email
          : type === 'tel'
            ? values.phone
            : values.name;
    if (type === 'checkbox' || type === 'radio') {
      await field.check();
      filled[name] = (await field.getAttribute('value')) ?? 'on';
    } else {
      await field.fill(value);
      filled[name] = value;
    }
  }
  return { form, filled };
}
