import { ApiError } from '@kopru/api-client/client';
import { texts } from '@kopru/i18n/all-texts';
import { catalogs } from '@kopru/i18n/catalog';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { ConfirmEmailPage } from './confirm-email-page.tsx';

await texts('all');

const state = vi.hoisted(() => ({
  signedIn: false,
  confirm: { mutate: vi.fn(), isPending: false, isSuccess: false, error: null as unknown },
}));

vi.mock('@kopru/api-client/auth', () => ({
  useSession: () => ({ data: state.signedIn ? { user: { id: 'usr_1' } } : null }),
  useConfirmEmail: () => state.confirm,
}));

afterEach(() => {
  cleanup();
  state.signedIn = false;
  state.confirm = { mutate: vi.fn(), isPending: false, isSuccess: false, error: null };
});

async function open(language: 'en' | 'tr', url = '/confirm-email?token=tok') {
  await i18n.changeLanguage(language);
  render(
    <MemoryRouter initialEntries={[url]}>
      <ConfirmEmailPage />
    </MemoryRouter>,
  );
}

describe('the confirm-e-mail page', () => {
  it.each(['en', 'tr'] as const)('confirms in %s only when the button is pressed', async (language) => {
    await open(language);
    const words = catalogs[language].auth.confirmEmail;
    expect(state.confirm.mutate).not.toHaveBeenCalled();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: words.submit }));
    expect(state.confirm.mutate).toHaveBeenCalledWith({ token: 'tok' });
  });

  it.each(['en', 'tr'] as const)('says in %s the address is confirmed, with the way on', async (language) => {
    state.confirm = { ...state.confirm, isSuccess: true };
    await open(language);
    const words = catalogs[language].auth.confirmEmail;
    expect(screen.getByRole('heading', { name: words.successTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: words.login }).getAttribute('href')).toBe('/login');
    cleanup();
    state.signedIn = true;
    await open(language);
    expect(screen.getByRole('link', { name: words.goToDashboard }).getAttribute('href')).toBe(
      '/sme/dashboard',
    );
  });

  it.each(['en', 'tr'] as const)('says in %s that a bad or missing link is not valid', async (language) => {
    state.confirm = { ...state.confirm, error: new ApiError('invalid_confirm_link', 400) };
    await open(language);
    expect(screen.getByRole('alert').textContent).toContain(catalogs[language].errors.invalid_confirm_link);
    cleanup();
    state.confirm = { ...state.confirm, error: null };
    await open(language, '/confirm-email');
    expect(screen.getByRole('alert').textContent).toContain(catalogs[language].errors.invalid_confirm_link);
  });
});
