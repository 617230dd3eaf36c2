import { catalogs } from '@kopru/i18n/catalog';
import { initI18n } from '@kopru/i18n/setup';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm, type PasswordChange } from './change-password-form.tsx';

const i18n = initI18n({ resources: catalogs });
const en = catalogs.en.sme.profile;

function change(overrides: Partial<PasswordChange> = {}): PasswordChange {
  return { submit: vi.fn(), pending: false, done: false, failure: null, reset: vi.fn(), ...overrides };
}

async function fill(current: string, next: string, repeat: string) {
  // No pause between keystrokes: the test does not wait on timers on a busy machine.
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(en.currentPassword), current);
  await user.type(screen.getByLabelText(en.newPassword), next);
  await user.type(screen.getByLabelText(en.repeatPassword), repeat);
  await user.click(screen.getByRole('button', { name: en.changePasswordSubmit }));
}

afterEach(() => cleanup());

describe('the change-password form', () => {
  it('says when the new passwords differ and sends nothing', async () => {
    await i18n.changeLanguage('en');
    const request = change();
    render(<ChangePasswordForm minLength={8} change={request} />);
    await fill('old-secret-1', 'new-secret-22', 'new-secret-23');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(catalogs.en.validation.newPasswordsDoNotMatch),
    );
    expect(request.submit).not.toHaveBeenCalled();
  });

  it('sends the current and new password, without the repetition', async () => {
    await i18n.changeLanguage('en');
    const request = change();
    render(<ChangePasswordForm minLength={8} change={request} />);
    await fill('old-secret-1', 'new-secret-22', 'new-secret-22');
    expect(request.submit).toHaveBeenCalledWith(
      { currentPassword: 'old-secret-1', newPassword: 'new-secret-22' },
      expect.any(Function),
    );
  });

  it("shows the server's refusal in the page's language", async () => {
    await i18n.changeLanguage('tr');
    render(
      <ChangePasswordForm minLength={8} change={change({ failure: 'errors.current_password_invalid' })} />,
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(catalogs.tr.errors.current_password_invalid),
    );
  });

  it('hints at a strong password and shows the server’s strength reason in Turkish', async () => {
    await i18n.changeLanguage('tr');
    render(<ChangePasswordForm minLength={6} change={change({ failure: 'validation.passwordKeyboard' })} />);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(catalogs.tr.validation.passwordKeyboard),
    );
    expect(await screen.findByText(catalogs.tr.common.passwordHint.replace('{{min}}', '6'))).toBeTruthy();
  });
});
