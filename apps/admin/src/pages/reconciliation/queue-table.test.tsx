import { texts } from '@kopru/i18n/all-texts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n.ts';
import { QueueTable } from './queue-table.tsx';

await texts('all');
afterEach(cleanup);

const row = (id: string) => ({
  id,
  providerAnswer: null,
  attempts: 3,
  reviewSince: '2026-11-26T08:30:00.000Z',
});

describe('a queue of the reconciliation page', () => {
  it('lets no row ask again while a request to ask again is under way', async () => {
    await i18n.changeLanguage('en');
    render(
      <QueueTable
        id="test"
        title="Waiting"
        caption="Waiting items"
        rows={[row('a'), row('b')]}
        rowKey={(item) => item.id}
        columns={[{ header: 'Item', cell: (item) => item.id }]}
        retry={{ label: 'Ask again', name: (item) => `Ask again about ${item.id}`, run: () => {} }}
        busy
      />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Ask again about a',
      'Ask again about b',
    ]);
    expect(buttons.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });
});
