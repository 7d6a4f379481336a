import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical violations axe-core finds on the page, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    type AxeViolation = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
    const result = await axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => String(n.target)),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.targets.slice(0, 3).join(', ')}`);
}
