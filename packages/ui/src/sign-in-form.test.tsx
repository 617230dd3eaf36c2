import type { SignInRequest } from '@kopru/domain/schemas/auth';
import { catalogs } from '@kopru/i18n/catalog';
import { initI18n } from '@kopru/i18n/setup';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from './sign-in-form.tsx';

const i18n = initI18n({ resources: catalogs });
const refusal = catalogs.en.errors.invalid_credentials;

/** A page around the form whose server refuses every sign-in. */
function RefusingPage({ onSubmit }: { onSubmit(credentials: SignInRequest): void }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <SignInForm
      pending={false}
      error={error}
      onSubmit={(credentials) => {
        setError(null);
        onSubmit(credentials);
        setTimeout(() => setError(refusal), 0);
      }}
    />
  );
}

afterEach(() => cleanup());

describe('the sign-in form', () => {
  it('asks for both fields, moves focus to the message and sends nothing', async () => {
    const onSubmit = vi.fn();
    await i18n.changeLanguage('en');
    render(<RefusingPage onSubmit={onSubmit} />);
    await userEvent.setup().click(screen.getByRole('button', { name: catalogs.en.auth.login.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(catalogs.en.validation.credentialsRequired);
    expect(alert.parentElement).toBe(document.activeElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the refusal and moves focus to it', async () => {
    const onSubmit = vi.fn();
    await i18n.changeLanguage('en');
    render(<RefusingPage onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(catalogs.en.auth.login.email), ' Ayse@Example.com ');
    await user.type(screen.getByLabelText(catalogs.en.auth.login.password), 'wrong-password');
    await user.click(screen.getByRole('button', { name: catalogs.en.auth.login.submit }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'ayse@example.com', password: 'wrong-password' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(refusal);
    expect(alert.parentElement).toBe(document.activeElement);
  });
});
