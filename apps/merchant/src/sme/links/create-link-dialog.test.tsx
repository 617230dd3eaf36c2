import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { CreateLinkDialog } from './create-link-dialog.tsx';

const create = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false }));
vi.mock('@kopru/api-client/payments', () => ({ useCreatePaymentLink: () => create }));

afterEach(() => {
  cleanup();
  create.mutate.mockReset();
});

async function createLink(language: 'en' | 'tr', amount: string) {
  await i18n.changeLanguage(language);
  render(<CreateLinkDialog open onOpenChange={() => {}} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(i18n.t('links.form.productName')), 'Kilim');
  await user.type(screen.getByLabelText(i18n.t('links.form.amount')), amount);
  await user.click(screen.getByRole('button', { name: i18n.t('links.form.submit') }));
}

describe('the create-link dialog', () => {
  it.each([
    ['en', '1,234.56'],
    ['tr', '1.234,56'],
  ] as const)('reads %s amounts the way the language writes them (%s)', async (language, amount) => {
    await createLink(language, amount);
    expect(create.mutate).toHaveBeenCalledTimes(1);
    expect(create.mutate.mock.calls[0]?.[0]).toMatchObject({
      productName: 'Kilim',
      amount: 123456,
      currency: 'USD',
    });
  });

  it('refuses an amount written the other language’s way and says how to write it', async () => {
    await createLink('tr', '1,234.56');
    expect(create.mutate).not.toHaveBeenCalled();
    const field = screen.getByLabelText(i18n.t('links.form.amount'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/“1\.250,50”/)).toBeTruthy();
  });
});
