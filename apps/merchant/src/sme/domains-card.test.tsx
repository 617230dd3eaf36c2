import {
  addMerchantDomain,
  listMerchantDomains,
  removeMerchantDomain,
  verifyMerchantDomain,
} from '@kopru/domain/contracts/merchant-domains';
import type { MerchantDomain } from '@kopru/domain/schemas/merchant-domains';
import { texts } from '@kopru/i18n/all-texts';
import { catalogs } from '@kopru/i18n/catalog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { DomainsCard } from './domains-card.tsx';

await texts('all');

/** The API as the card's real hooks call it: the stored domains and what DNS would say. */
const api = vi.hoisted(() => ({
  domains: [] as MerchantDomain[],
  recordPublished: false,
  calls: [] as string[],
  refuseAdd: null as null | 'email_unconfirmed',
}));
vi.mock('@kopru/api-client/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@kopru/api-client/client')>();
  return {
    ...original,
    call: vi.fn(async (endpoint: unknown, input?: { body?: { domain: string }; params?: { id: string } }) => {
      if (endpoint === listMerchantDomains) return { data: [...api.domains] };
      if (endpoint === addMerchantDomain && input?.body) {
        api.calls.push(`add ${input.body.domain}`);
        if (api.refuseAdd) throw new original.ApiError(api.refuseAdd, 403);
        const domain: MerchantDomain = {
          id: `dom_${api.domains.length + 1}`,
          domain: input.body.domain.toLowerCase(),
          recordName: `_kopru-verification.${input.body.domain.toLowerCase()}`,
          recordValue: 'kopru-verification=K7M2QXABCDEFGHJKMNPQRSTU',
          verifiedAt: null,
          lastCheckedAt: null,
          createdAt: '2026-11-20T10:00:00Z',
        };
        api.domains.push(domain);
        return domain;
      }
      if (endpoint === verifyMerchantDomain && input?.params) {
        api.calls.push(`verify ${input.params.id}`);
        if (!api.recordPublished) throw new original.ApiError('domain_not_verified', 409);
        const found = api.domains.find((d) => d.id === input.params?.id);
        if (found) found.verifiedAt = '2026-11-20T11:00:00Z';
        return found;
      }
      if (endpoint === removeMerchantDomain && input?.params) {
        api.calls.push(`remove ${input.params.id}`);
        api.domains = api.domains.filter((d) => d.id !== input.params?.id);
        return { ok: true };
      }
      throw new Error('unexpected call');
    }),
  };
});

afterEach(() => {
  cleanup();
  api.domains = [];
  api.recordPublished = false;
  api.calls = [];
  api.refuseAdd = null;
});

async function show(canManage: boolean, language: 'en' | 'tr') {
  await i18n.changeLanguage(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DomainsCard canManage={canManage} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), t: catalogs[language].domains };
}

describe('the verified domains card', () => {
  it('adds a domain, shows its TXT record, says when DNS does not hold it yet, verifies and removes it (en)', async () => {
    const { user, t } = await show(true, 'en');
    expect(await screen.findByText(t.empty)).toBeTruthy();
    await user.type(screen.getByLabelText(t.domain), 'localhost');
    await user.click(screen.getByRole('button', { name: t.add }));
    expect(screen.getByText(t.errors.domain)).toBeTruthy();
    expect(api.calls).toEqual([]);
    await user.clear(screen.getByLabelText(t.domain));
    await user.type(screen.getByLabelText(t.domain), 'Example.com');
    await user.click(screen.getByRole('button', { name: t.add }));
    const list = await screen.findByRole('list', { name: t.list });
    expect(within(list).getByText('_kopru-verification.example.com')).toBeTruthy();
    expect(within(list).getByText('kopru-verification=K7M2QXABCDEFGHJKMNPQRSTU')).toBeTruthy();
    expect(within(list).getByText(t.pending)).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: t.verify }));
    expect(await screen.findByText(catalogs.en.errors.domain_not_verified)).toBeTruthy();
    api.recordPublished = true;
    await user.click(within(list).getByRole('button', { name: t.verify }));
    expect(await within(list).findByText(/^Verified /)).toBeTruthy();
    expect(within(list).queryByText('_kopru-verification.example.com')).toBeNull();

    const removeButton = { name: t.removeLabel.replace('{{domain}}', 'example.com') };
    await user.click(within(list).getByRole('button', removeButton));
    let dialog = await screen.findByRole('dialog', {
      name: t.removeTitle.replace('{{domain}}', 'example.com'),
    });
    await user.click(within(dialog).getByRole('button', { name: catalogs.en.common.cancel }));
    expect(api.calls).not.toContain('remove dom_1');
    await user.click(within(list).getByRole('button', removeButton));
    dialog = await screen.findByRole('dialog', { name: t.removeTitle.replace('{{domain}}', 'example.com') });
    await user.click(within(dialog).getByRole('button', { name: t.remove }));
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(api.calls).toEqual(['add Example.com', 'verify dom_1', 'verify dom_1', 'remove dom_1']);
  });

  it.each(['en', 'tr'] as const)(
    'says at the field why an unconfirmed address cannot add one yet (%s)',
    async (language) => {
      api.refuseAdd = 'email_unconfirmed';
      const { user, t } = await show(true, language);
      await user.type(await screen.findByLabelText(t.domain), 'example.com');
      await user.click(screen.getByRole('button', { name: t.add }));
      expect(await screen.findByText(catalogs[language].errors.email_unconfirmed)).toBeTruthy();
      expect(screen.queryByRole('list', { name: t.list })).toBeNull();
    },
  );

  it('shows the domains without buttons to a member who may not change them (tr)', async () => {
    api.domains = [
      {
        id: 'dom_1',
        domain: 'example.com',
        recordName: '_kopru-verification.example.com',
        recordValue: 'kopru-verification=X',
        verifiedAt: '2026-11-20T11:00:00Z',
        lastCheckedAt: null,
        createdAt: '2026-11-20T10:00:00Z',
      },
    ];
    const { t } = await show(false, 'tr');
    expect(await screen.findByText('example.com')).toBeTruthy();
    expect(screen.getByText(t.readOnly)).toBeTruthy();
    expect(screen.getByText(/tarihinde doğrulandı$/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText(t.domain)).toBeNull();
  });
});
