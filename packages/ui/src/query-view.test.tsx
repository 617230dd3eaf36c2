import { catalogs } from '@kopru/i18n/catalog';
import { initI18n } from '@kopru/i18n/setup';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allOf, type QueryState, QueryView } from './query-view.tsx';

const i18n = initI18n({ resources: catalogs });
const en = catalogs.en.common;

function query<T>(state: Partial<QueryState<T>>): QueryState<T> {
  return { isPending: false, isError: false, data: undefined, refetch: vi.fn(), ...state };
}

function List({ state }: { state: QueryState<string[]> }) {
  return (
    <QueryView
      query={state}
      errorText="The list did not load."
      isEmpty={(rows) => rows.length === 0}
      empty="Nothing yet."
    >
      {(rows) => <p>{rows.join(', ')}</p>}
    </QueryView>
  );
}

afterEach(() => cleanup());

describe('the query view', () => {
  it('says it is loading, then shows the rows or the empty text', async () => {
    await i18n.changeLanguage('en');
    const { rerender } = render(<List state={query({ isPending: true })} />);
    expect(screen.getByRole('status').textContent).toBe(en.loading);
    rerender(<List state={query({ data: ['Kilim', 'Halı'] })} />);
    expect(screen.getByText('Kilim, Halı')).toBeTruthy();
    rerender(<List state={query({ data: [] })} />);
    expect(screen.getByText('Nothing yet.')).toBeTruthy();
  });

  it('shows the failure with a retry button that loads again', async () => {
    await i18n.changeLanguage('tr');
    const failed = query<string[]>({ isError: true });
    render(<List state={failed} />);
    expect(screen.getByRole('alert').textContent).toContain('The list did not load.');
    await userEvent.setup().click(screen.getByRole('button', { name: catalogs.tr.common.retry }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('waits for every query of a page, and retries only the failed ones', () => {
    const balances = query({ data: [1] });
    const payouts = query<number[]>({ isError: true });
    const both = allOf({ balances, payouts });
    expect(both.isError).toBe(true);
    expect(both.data).toBeUndefined();
    void both.refetch();
    expect(payouts.refetch).toHaveBeenCalledTimes(1);
    expect(balances.refetch).not.toHaveBeenCalled();
    expect(allOf({ balances, more: query({ data: 'x' }) }).data).toEqual({ balances: [1], more: 'x' });
  });
});
