import { texts } from '@kopru/i18n/all-texts';
import { catalogs } from '@kopru/i18n/catalog';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { PayoutsPage } from './payouts-page.tsx';

await texts('all');

const asked = vi.hoisted(() => ({ filters: [] as unknown[] }));
vi.mock('@kopru/api-client/payouts', () => ({
  useAdminPayouts: (filter: unknown) => {
    asked.filters.push(filter);
    return {
      isPending: false,
      isError: false,
      data: { pages: [{ data: [], has_more: false }] },
      hasNextPage: false,
      isFetchingNextPage: false,
      fetchNextPage: () => {},
      refetch: () => {},
    };
  },
  useDecidePayout: () => ({ mutate: vi.fn(), isPending: false }),
}));

afterEach(() => {
  cleanup();
  asked.filters = [];
});

describe("the admin's payouts page", () => {
  it.each(['en', 'tr'] as const)('searches every payout by the reference typed (%s)', async (lang) => {
    await i18n.changeLanguage(lang);
    const text = catalogs[lang].adminPayouts;
    render(
      <MemoryRouter initialEntries={['/dashboard/payouts']}>
        <PayoutsPage />
      </MemoryRouter>,
    );
    expect(asked.filters.at(-1)).toEqual({ status: 'open' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(text.search.label), 'po-5hn8rw3kqt');
    await user.click(screen.getByRole('button', { name: text.search.submit }));
    expect(asked.filters.at(-1)).toEqual({ status: 'all', q: 'po-5hn8rw3kqt' });
    expect(await screen.findByText(text.search.empty)).toBeTruthy();
  });
});
