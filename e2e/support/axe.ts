/**
 * Accessibility scan with axe-core, evaluated in the page (through the DevTools protocol, so the
 * page's Content-Security-Policy does not need to allow it).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export async function seriousViolations(page: Page): Promise<Result[]> {
  await page.evaluate(axeSource);
  const results: AxeResults = await page.evaluate(() => {
    const { axe } = window as unknown as { axe: { run: () => Promise<AxeResults> } };
    return axe.run();
  });
  return results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** A short, readable list for assertion messages. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
    .join('\n');
}
