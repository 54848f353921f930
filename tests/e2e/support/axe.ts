import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  where: string;
  rule: string;
  impact: string | null;
  targets: string[];
}

/**
 * axe-core's WCAG 2.1 A and AA rules on what the page shows now (an open dialog included);
 * `scope` narrows the check to part of the page (axe's context: include and exclude selectors).
 */
export async function violationsOn(
  page: Page,
  where: string,
  scope?: { include: string[]; exclude?: string[] },
): Promise<Violation[]> {
  // Evaluated, not added as a script element: the page's CSP lets no inline script run.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SCRIPT);
  // A colour mid-transition (a status chip turning green) is no colour anyone reads: let finite
  // transitions and animations end first; endless ones (a spinner) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await page.evaluate(
    (context) =>
      (
        window as unknown as {
          axe: {
            run: (
              context: object,
              options: object,
            ) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe.run(context ?? document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      }),
    scope ?? null,
  );
  return results.violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
