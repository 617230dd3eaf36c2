import type { ActiveSession } from '@kopru/domain/schemas/sessions';
import { catalogs } from '@kopru/i18n/catalog';
import { initI18n } from '@kopru/i18n/setup';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActiveSessions } from './active-sessions.tsx';

const i18n = initI18n({ resources: catalogs });

afterEach(() => cleanup());

const sessions: ActiveSession[] = [
  {
    id: 'ses_here',
    current: true,
    createdAt: '2026-11-20T09:00:00.000Z',
    lastActiveAt: '2026-11-26T10:00:00.000Z',
    ipAddress: '203.0.113.7',
    browser: 'Firefox 128',
    os: 'Linux',
  },
  {
    id: 'ses_phone',
    current: false,
    createdAt: '2026-11-21T09:00:00.000Z',
    lastActiveAt: '2026-11-25T10:00:00.000Z',
    ipAddress: null,
    browser: 'Safari 17',
    os: 'iOS',
  },
];

const loaded = (data: ActiveSession[]) => ({ isPending: false, isError: false, data, refetch: vi.fn() });

describe('the active sessions card', () => {
  it('shows each browser with its IP, marks this one, and signs out another', async () => {
    await i18n.changeLanguage('en');
    const en = catalogs.en.auth.sessions;
    const end = vi.fn().mockResolvedValue({ ended: 1 });
    render(<ActiveSessions query={loaded(sessions)} end={end} />);
    const rows = screen.getAllByTestId('active-session');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText(en.thisDevice)).toBeTruthy();
    expect(rows[0]?.textContent).toContain('Firefox 128 on Linux');
    expect(rows[0]?.textContent).toContain('203.0.113.7');
    expect(rows[1]?.textContent).toContain('IP address: unknown');
    // Only the other session has a sign-out button.
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Sign out Safari 17 on iOS' }));
    expect(end).toHaveBeenCalledWith('ses_phone');
  });

  it('asks before signing out all the others, in Turkish', async () => {
    await i18n.changeLanguage('tr');
    const tr = catalogs.tr.auth.sessions;
    const end = vi.fn().mockResolvedValue({ ended: 1 });
    render(<ActiveSessions query={loaded(sessions)} end={end} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: tr.endOthers }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(tr.endOthersText)).toBeTruthy();
    expect(end).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: tr.endOthersConfirm }));
    expect(end).toHaveBeenCalledWith(undefined);
  });

  it('says so when signing out failed', async () => {
    await i18n.changeLanguage('en');
    const end = vi.fn().mockRejectedValue(new Error('boom'));
    render(<ActiveSessions query={loaded(sessions)} end={end} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Sign out Safari 17 on iOS' }));
    expect(await screen.findByText(catalogs.en.auth.sessions.endFailed)).toBeTruthy();
  });

  it('offers no "all others" button when this is the only session', async () => {
    await i18n.changeLanguage('en');
    render(<ActiveSessions query={loaded(sessions.slice(0, 1))} end={vi.fn()} />);
    expect(screen.queryByRole('button', { name: catalogs.en.auth.sessions.endOthers })).toBeNull();
  });
});
