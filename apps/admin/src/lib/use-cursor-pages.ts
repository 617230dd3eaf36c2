import { useState } from 'react';

/**
 * Previous/next over a cursor-paginated list: keeps the cursors of the pages visited so far.
 * A new `filterKey` (other search or filters) starts again at the first page.
 */
export function useCursorPages(filterKey: string) {
  const [state, setState] = useState<{ key: string; cursors: string[] }>({ key: filterKey, cursors: [] });
  const cursors = state.key === filterKey ? state.cursors : [];
  return {
    cursor: cursors.at(-1),
    page: cursors.length + 1,
    hasPrevious: cursors.length > 0,
    next: (lastId: string) => setState({ key: filterKey, cursors: [...cursors, lastId] }),
    previous: () => setState({ key: filterKey, cursors: cursors.slice(0, -1) }),
  };
}
