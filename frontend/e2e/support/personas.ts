/// <reference types="node" />
import type { Page } from 'playwright-core';
import { loadFake } from './fakes';

/**
 * What the persona browser test needs besides the shared support: the backend's fake Bright Data datasets and
 * OpenAI servers started with options, and locators for the persona screens (src/personas).
 */

/** The parts of backend/test/fakes/brightdata-datasets this test uses. */
export interface FakeDatasets {
  url: string;
  env: Record<string, string>;
  /** Every batch the app triggered: one per analysis request that reached the scraper. */
  triggers: { snapshotId: string; urls: string[] }[];
  setLatency(ms: number | [number, number]): void;
  close(): Promise<void>;
}

/** The parts of backend/test/fakes/openai this test uses. */
export interface FakeOpenAi {
  url: string;
  env: Record<string, string>;
  requests: { path: string; status: number }[];
  setLatency(ms: number | [number, number]): void;
  close(): Promise<void>;
}

export const startFakeDatasets = async (options: { latencyMs?: number | [number, number] } = {}) =>
  (await loadFake<typeof options, FakeDatasets>('brightdata-datasets', 'startFakeBrightDataDatasets'))(options);

export const startFakeOpenAi = async (options: { latencyMs?: number | [number, number] } = {}) =>
  (await loadFake<typeof options, FakeOpenAi>('openai', 'startFakeOpenAi'))(options);

/** Chat completions the fake OpenAI has answered so far. */
export const completionsOf = (openai: FakeOpenAi) =>
  openai.requests.filter((request) => request.path.endsWith('/chat/completions')).length;

/** Locators for the persona screens: the selection modal, the panel's blocks, the e-mail modal. */
export function personaScreens(page: Page) {
  const dialog = page.getByTestId('persona-select-dialog');
  const blocks = page.getByTestId('persona-block');
  const checkbox = (url: string) => dialog.locator(`[data-testid="persona-candidate-checkbox"][data-url="${url}"]`);
  return {
    dialog,
    candidates: dialog.getByTestId('persona-candidate'),
    checkbox,
    blocks,
    block: (url: string) => page.locator(`[data-testid="persona-block"][data-url="${url}"]`),
    analysedBlocks: page.locator('[data-testid="persona-block"][data-status="analyzed"]'),
    emailDialog: page.getByTestId('email-dialog'),
    /** Opens the selection modal from 'Analyze LinkedIn (N)'. */
    async openSelection() {
      await page.getByTestId('analyze-linkedin').click();
      await dialog.waitFor();
    },
    /** Starts the analysis of the profiles ticked in the open modal, which closes. */
    async confirm() {
      await dialog.getByTestId('persona-analyze-confirm').click();
      await dialog.waitFor({ state: 'detached' });
    },
    /** Ticks these profiles in the open modal and starts their analysis. */
    async analyze(urls: readonly string[]) {
      for (const url of urls) await checkbox(url).check();
      await this.confirm();
    },
  };
}
