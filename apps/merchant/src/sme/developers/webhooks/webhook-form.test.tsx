import { ApiError } from '@kopru/api-client/client';
import type { MemberRole } from '@kopru/domain/team';
import { texts } from '@kopru/i18n/all-texts';
import { catalogs } from '@kopru/i18n/catalog';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n.ts';
import { emptyWebhookForm, WebhookForm } from './webhook-form.tsx';

// The app starts with the frame's texts only; the screens tested here need every text.
await texts('all');

const en = catalogs.en.webhooks;
const tr = catalogs.tr.webhooks;

const state = vi.hoisted(() => ({ role: 'owner' as MemberRole }));
vi.mock('@kopru/api-client/auth', () => ({ useSession: () => ({ data: { memberRole: state.role } }) }));

afterEach(() => {
  cleanup();
  state.role = 'owner';
});

type Save = (request: unknown, refused: (error: unknown) => void) => void;

async function renderForm(onSave: Save) {
  await i18n.changeLanguage('en');
  render(
    <WebhookForm
      defaultValues={emptyWebhookForm(state.role !== 'developer')}
      pending={false}
      onSave={onSave}
      onCancel={() => {}}
      submitLabel={en.create.submit}
      pendingLabel={en.create.submitting}
    />,
  );
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(en.form.url), 'https://shop.example.com/hooks');
  return user;
}

/** Fills a valid endpoint with every event and saves it. */
async function save(onSave: Save) {
  const user = await renderForm(onSave);
  await user.click(screen.getByLabelText(en.allEvents));
  await user.click(screen.getByRole('button', { name: en.create.submit }));
}

describe('the webhook form', () => {
  it('asks for at least one event and sends nothing', async () => {
    const onSave = vi.fn();
    const user = await renderForm(onSave);
    await user.click(screen.getByRole('button', { name: en.create.submit }));
    expect(await screen.findByText(en.errors.events)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('puts a refused address at the URL field and moves focus there', async () => {
    const onSave = vi.fn((_request: unknown, refused: (error: unknown) => void) =>
      refused(new ApiError('webhook_url_not_allowed', 422)),
    );
    await save(onSave);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ url: 'https://shop.example.com/hooks' });
    const url = screen.getByLabelText(en.form.url);
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText(i18n.t('errors.webhook_url_not_allowed'))).toBeTruthy();
    expect(document.activeElement).toBe(url);
  });

  for (const language of ['en', 'tr'] as const)
    it(`puts a host that DNS does not resolve at the URL field (${language})`, async () => {
      const onSave = vi.fn((_request: unknown, refused: (error: unknown) => void) =>
        refused(new ApiError('webhook_url_unresolved', 400)),
      );
      const user = await renderForm(onSave);
      await user.click(screen.getByLabelText(en.allEvents));
      await act(() => i18n.changeLanguage(language));
      await user.click(screen.getByRole('button', { name: en.create.submit }));
      expect(await screen.findByText(catalogs[language].errors.webhook_url_unresolved)).toBeTruthy();
      const url = screen.getByLabelText(catalogs[language].webhooks.form.url);
      expect(url.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(url);
    });

  it('says above the form why a save failed when no field is to blame', async () => {
    await save((_request, refused) => refused(new ApiError('network_error', 0)));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(catalogs.en.errors.network_error),
    );
  });

  it('offers a developer only the events its role reads and no customer details', async () => {
    state.role = 'developer';
    const onSave = vi.fn();
    const user = await renderForm(onSave);
    expect(screen.getByText(en.form.eventsBeyondRole)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /refund\.created/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    const payer = screen.getByRole('checkbox', { name: en.form.payerDetails }) as HTMLInputElement;
    expect(payer.disabled).toBe(true);
    expect(payer.checked).toBe(false);
    expect(screen.getByText(en.form.payerDetailsBeyondRole)).toBeTruthy();
    await user.click(screen.getByLabelText(en.allReadableEvents));
    await user.click(screen.getByRole('button', { name: en.create.submit }));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      events: [
        'payment.succeeded',
        'payment.failed',
        'payment.requires_action',
        'kyc.approved',
        'kyc.rejected',
      ],
      payerDetails: false,
    });
  });

  it('lets an owner choose every event and leave customer details out, in Turkish', async () => {
    await i18n.changeLanguage('tr');
    render(
      <WebhookForm
        defaultValues={emptyWebhookForm(true)}
        pending={false}
        onSave={vi.fn()}
        onCancel={() => {}}
        submitLabel={tr.create.submit}
        pendingLabel={tr.create.submitting}
      />,
    );
    expect(screen.queryByText(tr.form.eventsBeyondRole)).toBeNull();
    expect(screen.getByLabelText(tr.allEvents)).toBeTruthy();
    const payer = screen.getByRole('checkbox', { name: tr.form.payerDetails }) as HTMLInputElement;
    expect(payer.checked).toBe(true);
    expect(payer.disabled).toBe(false);
    expect(screen.getByText(tr.form.payerDetailsHint)).toBeTruthy();
  });
});
