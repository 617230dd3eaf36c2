import { ApiError } from '@kopru/api-client/client';
import { texts } from '@kopru/i18n/all-texts';
import { catalogs } from '@kopru/i18n/catalog';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { RegisterPage } from './register-page.tsx';

// The app starts with the frame's texts only; the screens tested here need every text.
await texts('all');

const register = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false }));
vi.mock('@kopru/api-client/auth', () => ({
  usePublicConfig: () => ({ data: { passwordMinLength: 8 } }),
  useRegister: () => register,
}));

afterEach(() => {
  cleanup();
  register.mutate.mockReset();
});

type Language = 'en' | 'tr';

async function open(language: Language) {
  await i18n.changeLanguage(language);
  render(
    <MemoryRouter>
      <RegisterPage />
    </MemoryRouter>,
  );
  // No pause between keystrokes: the test does not wait on timers on a busy machine.
  return userEvent.setup({ delay: null });
}

/** Fills every field as given (an empty value is left empty), ticks both boxes and submits. */
async function fill(language: Language, values: { password: string; taxId: string }) {
  const user = await open(language);
  const texts = catalogs[language].auth.register;
  await user.type(screen.getByLabelText(texts.email), 'elif@bursaipek.com.tr');
  if (values.password) await user.type(screen.getByLabelText(texts.password), values.password);
  await user.type(screen.getByLabelText(texts.companyName), 'Bursa İpek Ltd.');
  if (values.taxId) await user.type(screen.getByLabelText(texts.taxId), values.taxId);
  await user.type(screen.getByLabelText(texts.authPersonName), 'Elif Şahin');
  for (const box of screen.getAllByRole('checkbox')) await user.click(box);
  await user.click(screen.getByRole('button', { name: texts.submit }));
  return user;
}

describe('the registration form', () => {
  it.each(['en', 'tr'] as const)(
    'asks in %s for the required fields, moves focus to the first and sends nothing',
    async (language) => {
      const user = await open(language);
      await user.click(screen.getByRole('button', { name: catalogs[language].auth.register.submit }));
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toContain(catalogs[language].validation.fillRequired),
      );
      expect(document.activeElement).toBe(screen.getByLabelText(catalogs[language].auth.register.email));
      expect(register.mutate).not.toHaveBeenCalled();
    },
  );

  it.each(['en', 'tr'] as const)(
    'names the minimum password length and the tax ID rule in %s',
    async (language) => {
      await fill(language, { password: 'short', taxId: '12345' });
      const texts = catalogs[language].validation;
      const minimum = texts.passwordMin.replace('{{min}}', '8');
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(minimum));
      expect(await screen.findByText(texts.taxId)).toBeTruthy();
      expect(screen.getByLabelText(catalogs[language].auth.register.taxId).getAttribute('aria-invalid')).toBe(
        'true',
      );
      expect(register.mutate).not.toHaveBeenCalled();
    },
  );

  it('sends the checked form in the page language and shows a refused field at its place, in Turkish', async () => {
    register.mutate.mockImplementation((_request, { onError }) =>
      onError(
        new ApiError('validation_failed', 400, { issues: [{ path: 'taxId', message: 'validation.taxId' }] }),
      ),
    );
    await fill('tr', { password: 'Galata-Tower-99', taxId: '1234567890' });
    expect(register.mutate.mock.calls[0]?.[0]).toMatchObject({
      email: 'elif@bursaipek.com.tr',
      taxId: '1234567890',
      acceptTerms: true,
      acceptPrivacy: true,
      locale: 'tr',
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(catalogs.tr.errors.validation_failed),
    );
    expect(await screen.findByText(catalogs.tr.validation.taxId)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(catalogs.tr.auth.register.taxId));
  });

  it.each(['en', 'tr'] as const)(
    'says in %s to check the e-mail to confirm once the sign-up is answered, with a way to log in',
    async (language) => {
      register.mutate.mockImplementation((_request, { onSuccess }) => onSuccess({ ok: true }));
      await fill(language, { password: 'Galata-Tower-99', taxId: '1234567890' });
      const texts = catalogs[language].auth.register;
      expect(await screen.findByRole('heading', { name: texts.checkEmailTitle })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toContain(
        texts.checkEmailText.replace('{{email}}', 'elif@bursaipek.com.tr'),
      );
      expect(screen.getByRole('link', { name: texts.login }).getAttribute('href')).toBe('/login');
      expect(screen.queryByRole('button', { name: texts.submit })).toBeNull();
    },
  );
});
