import {
  getNotificationSettings,
  updateNotificationSettings,
} from '@kopru/domain/contracts/notification-settings';
import { texts } from '@kopru/i18n/all-texts';
import { catalogs } from '@kopru/i18n/catalog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { PaidEmailsCard } from './paid-emails-card.tsx';

await texts('all');

/** The API as the card's real hooks call it: the stored setting, and what a save sends. */
const api = vi.hoisted(() => ({
  stored: { paidEmails: 'each' as 'each' | 'daily' | 'off' },
  saved: [] as unknown[],
  failSave: null as null | { code: 'internal_error' | 'email_unconfirmed'; status: number },
}));
vi.mock('@kopru/api-client/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@kopru/api-client/client')>();
  return {
    ...original,
    call: vi.fn(async (endpoint: unknown, input?: { body?: { paidEmails: 'each' | 'daily' | 'off' } }) => {
      if (endpoint === getNotificationSettings) return { ...api.stored };
      if (endpoint === updateNotificationSettings && input?.body) {
        if (api.failSave) throw new original.ApiError(api.failSave.code, api.failSave.status);
        api.saved.push(input.body);
        api.stored = { ...input.body };
        return { ...api.stored };
      }
      throw new Error('unexpected call');
    }),
  };
});

afterEach(() => {
  cleanup();
  api.stored = { paidEmails: 'each' };
  api.saved = [];
  api.failSave = null;
});

async function show(canManage: boolean, language: 'en' | 'tr' = 'en') {
  await i18n.changeLanguage(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PaidEmailsCard canManage={canManage} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}
const option = (mode: 'each' | 'daily' | 'off') =>
  screen.findByRole('radio', { name: i18n.t(`notificationSettings.options.${mode}`) });

describe('the "you got paid" e-mail setting', () => {
  it('shows the stored choice, and saves a daily summary', async () => {
    const user = await show(true);
    expect(((await option('each')) as HTMLInputElement).checked).toBe(true);
    await user.click(await option('daily'));
    await user.click(screen.getByRole('button', { name: i18n.t('notificationSettings.save') }));
    expect(await screen.findByText(i18n.t('notificationSettings.saved'))).toBeTruthy();
    expect(api.saved).toEqual([{ paidEmails: 'daily' }]);
    expect(((await option('daily')) as HTMLInputElement).checked).toBe(true);
  });

  it('saves "none" in Turkish', async () => {
    api.stored = { paidEmails: 'daily' };
    const user = await show(true, 'tr');
    expect(((await option('daily')) as HTMLInputElement).checked).toBe(true);
    await user.click(await screen.findByRole('radio', { name: 'Ödeme e-postası gönderilmesin' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(i18n.t('notificationSettings.saved'))).toBeTruthy();
    expect(api.saved).toEqual([{ paidEmails: 'off' }]);
  });

  it('says so when saving fails', async () => {
    api.failSave = { code: 'internal_error', status: 500 };
    const user = await show(true);
    await user.click(await option('off'));
    await user.click(screen.getByRole('button', { name: i18n.t('notificationSettings.save') }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(api.saved).toEqual([]);
  });

  it.each(['en', 'tr'] as const)('says why an unconfirmed address cannot save yet (%s)', async (language) => {
    api.failSave = { code: 'email_unconfirmed', status: 403 };
    const user = await show(true, language);
    await user.click(await option('off'));
    await user.click(screen.getByRole('button', { name: i18n.t('notificationSettings.save') }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(catalogs[language].errors.email_unconfirmed);
    expect(api.saved).toEqual([]);
  });

  it('is read-only for a role that cannot manage the profile: the choice shown, nothing to save', async () => {
    api.stored = { paidEmails: 'off' };
    await show(false);
    const off = (await option('off')) as HTMLInputElement;
    expect(off.checked).toBe(true);
    // Every choice sits in the disabled fieldset (the browser disables them with it).
    const group = screen.getByRole('group', {
      name: i18n.t('notificationSettings.legend'),
    }) as HTMLFieldSetElement;
    expect(group.disabled).toBe(true);
    for (const mode of ['each', 'daily', 'off'] as const)
      expect(group.contains(await option(mode))).toBe(true);
    expect(screen.queryByRole('button', { name: i18n.t('notificationSettings.save') })).toBeNull();
  });
});
