import { texts } from '@kopru/i18n/all-texts';
import { catalogs } from '@kopru/i18n/catalog';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { TransactionsPage } from './transactions-page.tsx';

await texts('all');

const asked = vi.hoisted(() => ({ filters: [] as unknown[] }));
vi.mock('@kopru/api-client/payments', () => ({
  usePayments: (filters: unknown) => {
    asked.filters.push(filters);
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
}));

afterEach(() => {
  cleanup();
  asked.filters = [];
});

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

describe("the merchant's transactions page", () => {
  it.each(['en', 'tr'] as const)('finds a payment by the reference typed (%s)', async (lang) => {
    await i18n.changeLanguage(lang);
    const text = catalogs[lang].transactions.filters;
    render(
      <MemoryRouter initialEntries={['/sme/dashboard/transactions']}>
        <Routes>
          <Route
            path="/sme/dashboard/transactions"
            element={
              <>
                <TransactionsPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    const search = screen.getByLabelText(text.search);
    expect(search.getAttribute('placeholder')).toBe(text.searchPlaceholder);
    const user = userEvent.setup({ delay: null });
    await user.type(search, 'tx-7kq4mz2p9a');
    await user.click(screen.getByRole('button', { name: text.apply }));
    expect(asked.filters.at(-1)).toEqual({ q: 'tx-7kq4mz2p9a' });
    expect(screen.getByTestId('where').textContent).toBe('?q=tx-7kq4mz2p9a');
    // The merchant's own reference (an order or invoice number) is searched the same way.
    await user.clear(search);
    await user.type(search, 'INV-2026-0042');
    await user.click(screen.getByRole('button', { name: text.apply }));
    expect(asked.filters.at(-1)).toEqual({ q: 'INV-2026-0042' });
  });
});
