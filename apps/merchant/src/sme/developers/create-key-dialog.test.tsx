import { ApiError } from '@kopru/api-client/client';
import type { ApiKey } from '@kopru/domain/schemas/api-keys';
import type { MemberRole } from '@kopru/domain/team';
import { texts } from '@kopru/i18n/all-texts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { CreateKeyDialog } from './create-key-dialog.tsx';
import { KeyList } from './key-list.tsx';

await texts('all');

const state = vi.hoisted(() => ({
  role: 'owner' as MemberRole,
  create: { mutate: vi.fn(), reset: vi.fn(), isPending: false, data: undefined as unknown },
}));

vi.mock('@kopru/api-client/auth', () => ({
  useSession: () => ({ data: { memberRole: state.role } }),
}));
vi.mock('@kopru/api-client/api-keys', () => ({ useCreateApiKey: () => state.create }));

afterEach(async () => {
  cleanup();
  state.create.mutate.mockReset();
  await i18n.changeLanguage('en');
});

function open(role: MemberRole) {
  state.role = role;
  render(<CreateKeyDialog open onOpenChange={() => {}} />);
  return screen.getByRole('group', { name: /^Permissions/ });
}

const checked = (el: HTMLElement) => (el as HTMLInputElement).checked;
const groupOf = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });

describe('the new key’s permissions', () => {
  it('offers a developer only what its role allows, payments read without customer details by default', async () => {
    const user = userEvent.setup();
    const fields = open('developer');
    const groups = within(fields)
      .getAllByRole('group')
      .map((g) => g.querySelector('legend')?.firstChild?.textContent);
    expect(groups).toEqual(['Payments', 'Balance', 'Events', 'Webhooks']);
    expect(checked(within(groupOf('Payments')).getByRole('radio', { name: 'Read' }))).toBe(true);
    expect(checked(within(groupOf('Webhooks')).getByRole('radio', { name: 'None' }))).toBe(true);
    expect(screen.queryByText('Customer details on payments')).toBeNull();

    await user.type(screen.getByLabelText(/Description/), 'ERP');
    await user.click(within(groupOf('Webhooks')).getByRole('radio', { name: 'Read and write' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(state.create.mutate).toHaveBeenCalledWith(
      {
        description: 'ERP',
        permissions: {
          payments: 'read',
          payerDetails: 'none',
          refunds: 'none',
          paymentLinks: 'none',
          payouts: 'none',
          disputes: 'none',
          balance: 'none',
          events: 'none',
          webhooks: 'write',
        },
      },
      expect.anything(),
    );
  });

  it('is used with the keyboard: arrow keys choose a level, and customer details follow payments', async () => {
    const user = userEvent.setup();
    open('owner');
    const payer = within(groupOf('Customer details')).getByRole('radio', { name: 'Read' });
    expect(checked(payer)).toBe(true);
    within(groupOf('Payments')).getByRole('radio', { name: 'Read' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(checked(within(groupOf('Payments')).getByRole('radio', { name: 'None' }))).toBe(true);
    expect(checked(within(groupOf('Customer details')).getByRole('radio', { name: 'None' }))).toBe(true);
    expect(payer.matches(':disabled')).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(payer.matches(':disabled')).toBe(false);
    within(groupOf('Refunds')).getByRole('radio', { name: 'Read and write' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(checked(within(groupOf('Refunds')).getByRole('radio', { name: 'Read' }))).toBe(true);
  });

  it('shows the server’s refusal of more than the role, in Turkish', async () => {
    await i18n.changeLanguage('tr');
    const user = userEvent.setup();
    state.create.mutate.mockImplementation((_body, { onError }) =>
      onError(new ApiError('api_key_permissions_exceed_role', 403, { resources: ['refunds'] })),
    );
    state.role = 'admin';
    render(<CreateKeyDialog open onOpenChange={() => {}} />);
    expect(screen.getByRole('group', { name: /^İadeler/ })).toBeTruthy();
    await user.type(screen.getByLabelText(/Açıklama/), 'ERP');
    await user.click(screen.getByRole('button', { name: 'Anahtar oluştur' }));
    expect(await screen.findByText(/rolünüzün verdiğinden fazla yetki/)).toBeTruthy();
  });
});

describe('the key list', () => {
  const key: ApiKey = {
    id: 'key_1',
    description: 'Web shop',
    mode: 'test',
    publicKey: 'pk_test_x',
    secretPrefix: 'sk_test_',
    secretLast4: 'abcd',
    status: 'active',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
    rolledFrom: null,
    permissions: {
      payments: 'read',
      payerDetails: 'none',
      refunds: 'write',
      paymentLinks: 'none',
      payouts: 'none',
      disputes: 'none',
      balance: 'none',
      events: 'read',
      webhooks: 'none',
    },
  };

  it('shows each key’s permissions in both languages', async () => {
    render(<KeyList keys={[key]} onRoll={() => {}} onRevoke={() => {}} />);
    const [table] = screen.getAllByRole('list', { name: 'Permissions' });
    expect(
      within(table as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Read and write: Refunds', 'Read: Payments and Events']);
    cleanup();
    await i18n.changeLanguage('tr');
    render(<KeyList keys={[key]} onRoll={() => {}} onRevoke={() => {}} />);
    const [tr] = screen.getAllByRole('list', { name: 'Yetkiler' });
    expect(
      within(tr as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Okuma ve yazma: İadeler', 'Okuma: Müşteri ödemeleri ve Olaylar']);
  });
});
