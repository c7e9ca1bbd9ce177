/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle, run in the page under test (no @axe-core/playwright needed). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail a test; minor and moderate findings are printed only. */
const FAILING = new Set(['serious', 'critical']);

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core (WCAG 2.x A/AA rules) on what the page shows now and throws on any serious or critical violation,
 * naming the rule, the elements and what to fix. `label` names the screen in the message.
 */
export async function checkA11y(page: Page, label: string, { exclude = [] as string[] } = {}): Promise<void> {
  await settle(page);
  let findings = await runAxe(page, exclude);
  // A colour read while something still fades (a toast leaving, a backdrop arriving) can fail once and never
  // again: a serious finding counts only when a second run, after the page has settled once more, still has it.
  if (findings.some(isFailing)) {
    await page.waitForTimeout(1000);
    await settle(page);
    findings = await runAxe(page, exclude);
  }
  const describe = (finding: Finding) =>
    `- ${finding.impact} ${finding.id}: ${finding.help}\n` +
    finding.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n');
  const failing = findings.filter(isFailing);
  const minor = findings.filter((finding) => !isFailing(finding));
  if (minor.length) console.warn(`[axe] ${label}: ${minor.length} minor finding(s)\n${minor.map(describe).join('\n')}`);
  if (failing.length) {
    throw new Error(
      `axe: ${failing.length} serious/critical violation(s) on ${label}:\n${failing.map(describe).join('\n')}`,
    );
  }
}

const isFailing = (finding: Finding) => FAILING.has(finding.impact ?? '');

/**
 * MUI animates dialogs and toasts in and out: lets every running transition finish (on a busy machine 400 ms was
 * not always enough) so colour contrast is measured on the final colours, not a half-faded backdrop.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(200);
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  // A dialog fades in through its container's and backdrop's opacity: measure only once they are opaque.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root:not(.MuiBackdrop-invisible)')].every(
          (element) => getComputedStyle(element).opacity === '1',
        ),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

async function runAxe(page: Page, exclude: string[]): Promise<Finding[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, which the app's CSP (script-src 'self') rightly does not allow for
  // an inline <script>; the page keeps its real CSP.
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (excluded: string[]) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe;
    const result = (await axe.run(
      { include: [['body']], exclude: excluded.map((selector) => [selector]) },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } },
    )) as { violations: Finding[] };
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.slice(0, 5).map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  }, exclude);
}
