import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page as it is now; fails on any serious or critical violation, naming each. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Opens pages in `language` (the choice the language switch stores). */
export async function useLanguage(page: Page, language: 'en' | 'tr'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('kopru.lang', value), language);
}
