import { catalogs } from '@kopru/i18n/catalog';
import { initI18n } from '@kopru/i18n/setup';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TwoFactorActions, TwoFactorSettings } from './two-factor-settings.tsx';

const i18n = initI18n({ resources: catalogs });

afterEach(() => cleanup());

const setup = {
  totpUri: 'otpauth://totp/Kopru:sme%40example.com?secret=JBSWY3DPEHPK3PXP',
  qrCode: 'data:image/png;base64,AAAA',
  secret: 'JBSWY3DPEHPK3PXP',
  backupCodes: ['aaaa-1111', 'bbbb-2222'],
};

function actions(overrides: Partial<TwoFactorActions> = {}): TwoFactorActions {
  return {
    start: vi.fn(async () => setup),
    confirm: vi.fn(async () => {}),
    disable: vi.fn(async () => {}),
    regenerate: vi.fn(async () => ['cccc-3333']),
    ...overrides,
  };
}

async function enterPassword(language: 'en' | 'tr', given: TwoFactorActions, enabled = false) {
  await i18n.changeLanguage(language);
  const texts = catalogs[language].auth.twoFactor;
  render(<TwoFactorSettings enabled={enabled} required={false} actions={given} />);
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: enabled ? texts.turnOff : texts.setUp }));
  await user.type(screen.getByLabelText(texts.password), 'Bosphorus-2026');
  await user.click(
    screen.getByRole('button', { name: enabled ? texts.passwordSubmit.disable : texts.passwordSubmit.setup }),
  );
  return { user, texts };
}

describe('two-factor settings', () => {
  it('sets up with the password, the QR code and a first code, then shows the backup codes once', async () => {
    const given = actions();
    const { user, texts } = await enterPassword('en', given);
    expect(await screen.findByAltText(texts.qrAlt)).toBeTruthy();
    expect(screen.getByTestId('two-factor-secret').textContent).toBe(setup.secret);
    await user.type(screen.getByLabelText(texts.code), '123456');
    await user.click(screen.getByRole('button', { name: texts.turnOn }));
    expect(await screen.findByText('aaaa-1111')).toBeTruthy();
    expect(given.start).toHaveBeenCalledWith('Bosphorus-2026');
    expect(given.confirm).toHaveBeenCalledWith('123456');
    await user.click(screen.getByRole('button', { name: texts.savedCodes }));
    await waitFor(() => expect(screen.queryByText('aaaa-1111')).toBeNull());
  });

  it('says in Turkish why the password was refused and stays on the password step', async () => {
    const given = actions({
      start: vi.fn(async () => Promise.reject(new Error('errors.current_password_invalid'))),
    });
    const { texts } = await enterPassword('tr', given);
    expect(await screen.findByText(catalogs.tr.errors.current_password_invalid)).toBeTruthy();
    expect(screen.getByLabelText(texts.password)).toBeTruthy();
    expect(screen.queryByAltText(texts.qrAlt)).toBeNull();
  });

  it('keeps the scan step open with the reason when the first code is refused', async () => {
    const given = actions({ confirm: vi.fn(async () => Promise.reject(new Error('auth.twoFactor.failed'))) });
    const { user, texts } = await enterPassword('en', given);
    await user.type(await screen.findByLabelText(texts.code), '000000');
    await user.click(screen.getByRole('button', { name: texts.turnOn }));
    expect(await screen.findByText(texts.failed)).toBeTruthy();
    expect(screen.queryByText('aaaa-1111')).toBeNull();
  });

  it('turns off with the password and says so', async () => {
    const given = actions();
    const { texts } = await enterPassword('en', given, true);
    expect(await screen.findByText(texts.turnedOff)).toBeTruthy();
    expect(given.disable).toHaveBeenCalledWith('Bosphorus-2026');
  });
});
