import { texts } from '@kopru/i18n/all-texts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { GrowingList, PagedList } from './list-view.tsx';

// The app starts with the frame's texts only; the screens tested here need every text.
await texts('all');

type Row = { id: string; name: string };

const empty = { icon: null, title: 'No merchants yet', text: 'They appear here once they register.' };
const names = (rows: Row[]) => (
  <ul>
    {rows.map((row) => (
      <li key={row.id}>{row.name}</li>
    ))}
  </ul>
);

function pageQuery(state: { isPending?: boolean; isError?: boolean; rows?: Row[]; hasMore?: boolean }) {
  return {
    isPending: state.isPending ?? false,
    isError: state.isError ?? false,
    isFetching: false,
    data: state.rows ? { data: state.rows, has_more: state.hasMore ?? false } : undefined,
    refetch: vi.fn(),
  };
}

function pagesAt(page: number) {
  return { cursor: undefined, page, hasPrevious: page > 1, next: vi.fn(), previous: vi.fn() };
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('PagedList', () => {
  it('shows a spinner while the first page loads', () => {
    render(
      <PagedList query={pageQuery({ isPending: true })} pages={pagesAt(1)} empty={empty}>
        {names}
      </PagedList>,
    );
    expect(screen.getByRole('status').textContent).toBe(i18n.t('common.loading'));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says the list failed and retries on request', async () => {
    const query = pageQuery({ isError: true });
    render(
      <PagedList query={query} pages={pagesAt(1)} empty={empty}>
        {names}
      </PagedList>,
    );
    expect(screen.getByText(i18n.t('admin.list.loadFailed'))).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: i18n.t('common.retry') }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state, not an empty table, when nothing matches', () => {
    render(
      <PagedList query={pageQuery({ rows: [] })} pages={pagesAt(1)} empty={empty}>
        {names}
      </PagedList>,
    );
    expect(screen.getByRole('heading', { name: empty.title })).toBeTruthy();
    expect(screen.getByText(empty.text)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists the rows and pages on from the last one', async () => {
    const pages = pagesAt(2);
    const rows = [
      { id: 'mer_1', name: 'Anadolu Kilim' },
      { id: 'mer_2', name: 'Ege Zeytin' },
    ];
    render(
      <PagedList query={pageQuery({ rows, hasMore: true })} pages={pages} empty={empty}>
        {names}
      </PagedList>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Anadolu Kilim',
      'Ege Zeytin',
    ]);
    expect(screen.getByText(i18n.t('admin.list.page', { page: 2 }))).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: i18n.t('common.pagination.next') }));
    expect(pages.next).toHaveBeenCalledWith('mer_2');
    await user.click(screen.getByRole('button', { name: i18n.t('common.pagination.previous') }));
    expect(pages.previous).toHaveBeenCalledTimes(1);
  });

  it('shows no pager when the only page is the last one', () => {
    render(
      <PagedList
        query={pageQuery({ rows: [{ id: 'mer_1', name: 'Anadolu Kilim' }] })}
        pages={pagesAt(1)}
        empty={empty}
      >
        {names}
      </PagedList>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Anadolu Kilim');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('PagedList as a section of a page', () => {
  it('keeps its header above a one-line empty text', () => {
    render(
      <PagedList
        query={pageQuery({ rows: [] })}
        pages={pagesAt(1)}
        empty="Nothing recorded yet."
        header={<h2>Audit trail</h2>}
      >
        {names}
      </PagedList>,
    );
    expect(screen.getByRole('heading', { name: 'Audit trail' })).toBeTruthy();
    expect(screen.getByText('Nothing recorded yet.')).toBeTruthy();
  });
});

describe('GrowingList', () => {
  function growing(pages: Row[][], hasNextPage: boolean) {
    return {
      isPending: false,
      isError: false,
      data: { pages: pages.map((data) => ({ data, has_more: false })) },
      refetch: vi.fn(),
      hasNextPage,
      isFetchingNextPage: false,
      fetchNextPage: vi.fn(),
    };
  }

  it('shows the rows of every page loaded and loads the next on request', async () => {
    const query = growing([[{ id: 'po_1', name: 'PO-000001' }], [{ id: 'po_2', name: 'PO-000002' }]], true);
    render(
      <GrowingList query={query} loadMoreLabel="Load more" empty={empty}>
        {names}
      </GrowingList>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'PO-000001',
      'PO-000002',
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state and no "Load more" when the queue is empty', () => {
    render(
      <GrowingList query={growing([[]], false)} loadMoreLabel="Load more" empty={empty}>
        {names}
      </GrowingList>,
    );
    expect(screen.getByRole('heading', { name: empty.title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
