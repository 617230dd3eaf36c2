import { catalogs } from '@kopru/i18n/catalog';
import { initI18n } from '@kopru/i18n/setup';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TwoFactorChallenge } from './two-factor-challenge.tsx';

const i18n = initI18n({ resources: catalogs });

afterEach(() => cleanup());

function renderChallenge() {
  const onSubmit = vi.fn();
  render(<TwoFactorChallenge onSubmit={onSubmit} pending={false} error={null} onCancel={vi.fn()} />);
  return onSubmit;
}

describe('the second sign-in step', () => {
  it('sends the six digits without spaces and the remember-device choice', async () => {
    await i18n.changeLanguage('en');
    const en = catalogs.en.auth.twoFactor;
    const onSubmit = renderChallenge();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(en.code), '123 456');
    await user.click(screen.getByLabelText(i18n.t('auth.twoFactor.trustDevice')));
    await user.click(screen.getByRole('button', { name: en.verify }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ method: 'totp', code: '123456', trustDevice: true }),
    );
  });

  it('explains a malformed code in Turkish and sends nothing', async () => {
    await i18n.changeLanguage('tr');
    const tr = catalogs.tr.auth.twoFactor;
    const onSubmit = renderChallenge();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(tr.code), '12');
    await user.click(screen.getByRole('button', { name: tr.verify }));
    expect(await screen.findByText(catalogs.tr.validation.twoFactorCode)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a backup code instead', async () => {
    await i18n.changeLanguage('en');
    const en = catalogs.en.auth.twoFactor;
    const onSubmit = renderChallenge();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: en.useBackupCode }));
    await user.type(screen.getByLabelText(en.backupCode), 'abcde12345');
    await user.click(screen.getByRole('button', { name: en.verify }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ method: 'backup', code: 'abcde-12345', trustDevice: false }),
    );
  });
});
