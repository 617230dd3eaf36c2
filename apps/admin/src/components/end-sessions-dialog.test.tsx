import { texts } from '@kopru/i18n/all-texts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { EndSessionsDialog } from './end-sessions-dialog.tsx';

// The app starts with the frame's texts only; the screens tested here need every text.
await texts('all');

const sessions = vi.hoisted(() => ({
  count: { isPending: false, isError: false, data: { activeSessions: 3 } as unknown, refetch: () => {} },
  end: { mutate: vi.fn(), isPending: false },
}));
vi.mock('@kopru/api-client/sessions', () => ({
  useAdminUserSessions: () => sessions.count,
  useAdminEndUserSessions: () => sessions.end,
}));

afterEach(() => {
  cleanup();
  sessions.end.mutate.mockReset();
});

const user = { id: 'usr_1', email: 'ayse@example.com' };

describe.each(['en', 'tr'])('ending every session of an account (%s)', (locale) => {
  it('shows how many are active and ends them only once confirmed', async () => {
    await i18n.changeLanguage(locale);
    const onDone = vi.fn();
    const onClose = vi.fn();
    sessions.end.mutate.mockImplementation((_id, callbacks: { onSuccess(result: { ended: number }): void }) =>
      callbacks.onSuccess({ ended: 3 }),
    );
    render(<EndSessionsDialog user={user} onClose={onClose} onDone={onDone} />);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(i18n.t('adminUsers.endSessions.description', { number: '3' })),
    ).toBeTruthy();
    expect(sessions.end.mutate).not.toHaveBeenCalled();
    const actor = userEvent.setup({ delay: null });
    await actor.click(within(dialog).getByRole('button', { name: i18n.t('adminUsers.endSessions.confirm') }));
    expect(sessions.end.mutate).toHaveBeenCalledWith('usr_1', expect.anything());
    expect(onDone).toHaveBeenCalledWith(
      i18n.t('adminUsers.endSessions.done', { email: user.email, number: '3' }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('ends nothing when cancelled', async () => {
    await i18n.changeLanguage(locale);
    const onClose = vi.fn();
    render(<EndSessionsDialog user={user} onClose={onClose} onDone={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    const actor = userEvent.setup({ delay: null });
    await actor.click(within(dialog).getByRole('button', { name: i18n.t('common.cancel') }));
    expect(onClose).toHaveBeenCalled();
    expect(sessions.end.mutate).not.toHaveBeenCalled();
  });
});
