import { texts } from '@kopru/i18n/all-texts';
import { catalogs } from '@kopru/i18n/catalog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { KycForm } from './kyc-form.tsx';

// The app starts with the frame's texts only; the form needs every text.
await texts('all');

const mutate = vi.hoisted(() => vi.fn());
vi.mock('@kopru/api-client/kyc', () => ({
  kycKey: ['kyc'],
  useSubmitKyc: () => ({ mutate, isPending: false }),
}));

afterEach(() => {
  cleanup();
  mutate.mockReset();
});

const empty = {
  businessAddress: '',
  legalForm: '' as const,
  taxOffice: '',
  holderFirstName: '',
  holderLastName: '',
  bankName: '',
  accountNumber: '',
  iban: '',
};
const pdf = () => new File(['%PDF-1.4\n%test'], 'vergi-levhasi.pdf', { type: 'application/pdf' });

/** The form in `language` for a merchant with `taxId`, its common fields filled and a PDF added. */
async function renderForm(taxId: string, language: 'en' | 'tr') {
  await act(() => i18n.changeLanguage(language));
  const c = catalogs[language].kyc.form;
  const { container } = render(
    <QueryClientProvider client={new QueryClient()}>
      <KycForm taxId={taxId} initial={empty} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(c.businessAddress), 'Kordon 1, İzmir');
  await user.type(screen.getByLabelText(c.bankName), 'Ziraat Bankası');
  await user.type(screen.getByLabelText(c.accountNumber), '12345678');
  await user.type(screen.getByLabelText(c.iban), 'TR330006100519786457841326');
  const input = container.querySelector('input[type=file]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  await user.upload(input, pdf());
  await screen.findByText('vergi-levhasi.pdf');
  const submit = () => user.click(screen.getByRole('button', { name: c.submit }));
  return { user, c, v: catalogs[language].validation, submit };
}

describe.each(['en', 'tr'] as const)('the KYC form asks what iyzico needs (%s)', (language) => {
  it('a company (10-digit tax number) must give its tax office; nothing typed is lost', async () => {
    const { user, c, v, submit } = await renderForm('1234567890', language);
    expect(screen.queryByText(c.legalForm)).toBeNull();
    expect(screen.queryByLabelText(c.holderFirstName)).toBeNull();
    await submit();
    expect(await screen.findByText(v.taxOfficeRequired)).toBeTruthy();
    expect(screen.getByLabelText(c.taxOffice).getAttribute('aria-invalid')).toBe('true');
    expect(mutate).not.toHaveBeenCalled();
    expect((screen.getByLabelText(c.bankName) as HTMLInputElement).value).toBe('Ziraat Bankası');

    await user.type(screen.getByLabelText(c.taxOffice), 'Konak');
    await submit();
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]?.[0].fields).toMatchObject({
      taxOffice: 'Konak',
      bankName: 'Ziraat Bankası',
    });
  });

  it('an 11-digit tax number chooses how it sells; a sole proprietorship then needs its tax office', async () => {
    const { user, c, v, submit } = await renderForm('12345678901', language);
    expect(screen.queryByLabelText(c.taxOffice)).toBeNull();
    await submit();
    expect(await screen.findByText(v.legalFormRequired)).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText(c.legalForms.sole_proprietorship));
    expect(screen.queryByText(v.legalFormRequired)).toBeNull();
    await submit();
    expect(await screen.findByText(v.taxOfficeRequired)).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(c.taxOffice), 'Avanos');
    await submit();
    expect(mutate.mock.calls[0]?.[0].fields).toMatchObject({
      legalForm: 'sole_proprietorship',
      taxOffice: 'Avanos',
    });
  });

  it('a person gives first name and surname as on the bank account, in two fields', async () => {
    const { user, c, v, submit } = await renderForm('12345678901', language);
    await user.click(screen.getByLabelText(c.legalForms.person));
    expect(screen.queryByLabelText(c.taxOffice)).toBeNull();
    expect(screen.getByText(c.holderHint)).toBeTruthy();
    await user.type(screen.getByLabelText(c.holderFirstName), 'Zeynep Nur');
    await submit();
    expect(await screen.findByText(v.holderLastNameRequired)).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(c.holderLastName), 'Kaya Demir');
    await submit();
    expect(mutate.mock.calls[0]?.[0].fields).toMatchObject({
      legalForm: 'person',
      holderFirstName: 'Zeynep Nur',
      holderLastName: 'Kaya Demir',
    });
  });
});
