import { catalogs } from '@kopru/i18n/catalog';
import { initI18n } from '@kopru/i18n/setup';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TransactionReference } from './transaction-reference.tsx';

const i18n = initI18n({ resources: catalogs });
afterEach(() => cleanup());

describe('a transaction’s reference and details', () => {
  it.each([
    ['en', 'Your reference and details', 'Your reference'],
    ['tr', 'Referansınız ve ek bilgiler', 'Kendi referansınız'],
  ])('shows the reference and each pair in %s', async (language, title, reference) => {
    await i18n.changeLanguage(language);
    render(
      <TransactionReference
        payment={{ clientReference: 'INV-7', metadata: { order_id: '6735', channel: 'ig' } }}
      />,
    );
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByText(reference).nextElementSibling?.textContent).toBe('INV-7');
    expect(screen.getByText('order_id').nextElementSibling?.textContent).toBe('6735');
    expect(screen.getByText('channel').nextElementSibling?.textContent).toBe('ig');
  });

  it('says "none" for a missing reference next to pairs, and shows nothing without either', async () => {
    await i18n.changeLanguage('tr');
    const { container, rerender } = render(
      <TransactionReference payment={{ clientReference: null, metadata: { order_id: '6735' } }} />,
    );
    expect(screen.getByText('Kendi referansınız').nextElementSibling?.textContent).toBe('Yok');
    rerender(<TransactionReference payment={{ clientReference: null, metadata: {} }} />);
    expect(container.textContent).toBe('');
  });
});
