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

/**
 * The serious and critical violations of a page shown without JavaScript, in the light and dark colour schemes, one
 * line each. axe-core waits on timers, which never fire in a page without JavaScript, so `checker` (a page of a context
 * with JavaScript) loads the same HTML at the same address, with the page's own scripts refused, and axe runs there.
 */
export async function seriousViolationsWithoutScript(page: Page, checker: Page): Promise<string[]> {
  const address = page.url();
  const body = await page.content();
  await checker.route(
    (url) => url.href === address,
    (route) =>
      route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'none'" },
        body,
      }),
    { times: 1 },
  );
  await checker.goto(address);
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await checker.emulateMedia({ colorScheme });
    for (const line of await seriousViolations(checker)) found.push(`${colorScheme}: ${line}`);
  }
  return found;
}
