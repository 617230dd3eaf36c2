import { OPERATOR_NAME } from '@kopru/domain/constants';
import { texts } from '@kopru/i18n/all-texts';
import { catalogs } from '@kopru/i18n/catalog';
import { formatList } from '@kopru/i18n/format';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { LegalPage, prepareLegalPage } from './legal-page.tsx';

await texts('all');

const support = 'destek@ornek.com.tr';
vi.mock('@kopru/api-client/auth', () => ({
  usePublicConfig: () => ({ data: { supportEmail: 'destek@ornek.com.tr', operatorName: undefined } }),
}));

afterEach(cleanup);

async function open(language: 'en' | 'tr', kind: 'terms' | 'privacy') {
  await i18n.changeLanguage(language);
  await prepareLegalPage(language);
  render(
    <MemoryRouter>
      <LegalPage kind={kind} />
    </MemoryRouter>,
  );
}

describe('the legal pages', () => {
  it.each([
    ['en', 'terms'],
    ['tr', 'terms'],
    ['en', 'privacy'],
    ['tr', 'privacy'],
  ] as const)(
    'show in %s every section of the %s, in order, listed in the contents',
    async (language, kind) => {
      await open(language, kind);
      const doc = catalogs[language].legal[kind];
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(doc.title);
      const headings = Object.values(doc.sections).map((section) => section.heading);
      const contents = screen.getByRole('navigation', { name: catalogs[language].legal.contents });
      expect(
        within(contents)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(headings);
      const sections = screen.getAllByRole('region');
      expect(sections.map((section) => section.id)).toEqual(Object.keys(doc.sections));
      expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual(
        headings.map((heading, index) => `${index + 1}. ${heading}`),
      );
    },
  );

  it.each(['en', 'tr'] as const)(
    'fills in %s the figures, the configured support address as a link, and the operator',
    async (language) => {
      await open(language, 'terms');
      const page = document.body.textContent ?? '';
      expect(page).not.toContain('{{');
      expect(page).toContain(formatList(['USD', 'EUR', 'GBP'], language, 'disjunction'));
      expect(page).toContain(OPERATOR_NAME);
      const mailLinks = screen.getAllByRole('link', { name: support });
      expect(mailLinks.length).toBeGreaterThan(0);
      for (const link of mailLinks) expect(link.getAttribute('href')).toBe(`mailto:${support}`);
    },
  );
});
