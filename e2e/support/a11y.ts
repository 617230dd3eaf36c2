import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.0-2.2 A and AA, axe's best practices, and its experimental rules, which are off unless
 * asked for; among them label-content-name-mismatch (WCAG 2.5.3: a control's visible text is part
 * of its accessible name).
 */
const tags = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
  'experimental',
];

/** The serious and critical violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${new URL(page.url()).pathname}: ${violation.id} (${violation.impact}) at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Runs axe on the page as it is now; fails on any serious or critical violation, naming each. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page), `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Opens pages in `language` (the choice the language switch stores). */
export async function useLanguage(page: Page, language: 'en' | 'tr'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('kopru.lang', value), language);
}
