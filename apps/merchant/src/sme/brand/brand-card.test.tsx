import {
  getMerchantBrand,
  removeBrandLogo,
  updateBrandColor,
  uploadBrandLogo,
} from '@kopru/domain/contracts/brand';
import type { MerchantBrand } from '@kopru/domain/schemas/brand';
import { texts } from '@kopru/i18n/all-texts';
import { catalogs } from '@kopru/i18n/catalog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { BrandCard } from './brand-card.tsx';

await texts('all');

/** The API as the card's real hooks call it: the stored brand, and what the server refuses. */
const api = vi.hoisted(() => ({
  brand: { logo: null, color: null } as MerchantBrand,
  calls: [] as string[],
  refuseUpload: null as null | 'unsupported_logo_type',
}));
vi.mock('@kopru/api-client/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@kopru/api-client/client')>();
  return {
    ...original,
    call: vi.fn(async (endpoint: unknown, input?: { body?: { color: string | null } }) => {
      if (endpoint === getMerchantBrand) return { ...api.brand };
      if (endpoint === updateBrandColor && input?.body) {
        api.calls.push(`color ${input.body.color}`);
        api.brand = { ...api.brand, color: input.body.color };
        return { ...api.brand };
      }
      if (endpoint === removeBrandLogo) {
        api.calls.push('remove logo');
        api.brand = { ...api.brand, logo: null };
        return { ...api.brand };
      }
      throw new Error('unexpected call');
    }),
  };
});
vi.mock('@kopru/api-client/upload', async () => {
  const { ApiError } = await import('@kopru/api-client/client');
  return {
    upload: vi.fn(async (endpoint: unknown, _input: unknown, form: FormData) => {
      if (endpoint !== uploadBrandLogo) throw new Error('unexpected upload');
      const file = form.get('logo') as File;
      api.calls.push(`upload ${file.name}`);
      if (api.refuseUpload) throw new ApiError(api.refuseUpload, 400);
      api.brand = {
        ...api.brand,
        logo: { id: 'logo_1', contentType: 'image/png', width: 240, height: 80, sizeBytes: file.size },
      };
      return { ...api.brand };
    }),
  };
});

afterEach(() => {
  cleanup();
  api.brand = { logo: null, color: null };
  api.calls = [];
  api.refuseUpload = null;
});

async function show(canManage: boolean, language: 'en' | 'tr') {
  await i18n.changeLanguage(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BrandCard canManage={canManage} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), t: catalogs[language].brand, c: catalogs[language] };
}

const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

describe('the brand card', () => {
  it.each(['en', 'tr'] as const)(
    'uploads the picked logo, previews it at its size and removes it after confirming (%s)',
    async (language) => {
      const { user, t, c } = await show(true, language);
      expect(await screen.findByText(t.noLogo)).toBeTruthy();
      expect(screen.getByRole('button', { name: t.chooseLogo })).toBeTruthy();
      await user.upload(screen.getByLabelText(t.logo, { selector: 'input' }), png);
      const preview = await screen.findByRole('img', { name: t.logoPreview });
      expect(preview.getAttribute('src')).toBe('/api/public/brand-logos/logo_1');
      expect([preview.getAttribute('width'), preview.getAttribute('height')]).toEqual(['120', '40']);
      expect(screen.getByText(t.uploaded)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: t.removeLogo }));
      const dialog = await screen.findByRole('dialog', { name: t.removeTitle });
      await user.click(within(dialog).getByRole('button', { name: t.removeLogo }));
      expect(await screen.findByText(t.noLogo)).toBeTruthy();
      expect(api.calls).toEqual(['upload logo.png', 'remove logo']);
      expect(c.common.cancel).toBeTruthy();
    },
  );

  it.each(['en', 'tr'] as const)('says why a logo was refused (%s)', async (language) => {
    api.refuseUpload = 'unsupported_logo_type';
    const { user, t, c } = await show(true, language);
    await user.upload(await screen.findByLabelText(t.logo, { selector: 'input' }), png);
    expect(await screen.findByText(c.errors.unsupported_logo_type)).toBeTruthy();
    expect(screen.getByText(t.noLogo)).toBeTruthy();
  });

  it.each(['en', 'tr'] as const)(
    'shows the contrast verdict live, refuses a light colour without calling the API, saves a dark one (%s)',
    async (language) => {
      const { user, t } = await show(true, language);
      const hex = await screen.findByLabelText(t.colorHex);
      await user.type(hex, '#facc15');
      expect(
        screen.getByText(t.contrastFails.replace('{{minimum}}', language === 'tr' ? '4,5' : '4.5')),
      ).toBeTruthy();
      expect(screen.getByTestId('brand-preview-button').style.backgroundColor).toBe('#facc15');
      await user.click(screen.getByRole('button', { name: t.saveColor }));
      expect(screen.getByText(t.errors.contrast)).toBeTruthy();
      expect(api.calls).toEqual([]);

      await user.clear(hex);
      await user.type(hex, '#1E3A8A');
      expect(
        screen.getByText(t.contrastPasses.replace('{{minimum}}', language === 'tr' ? '4,5' : '4.5')),
      ).toBeTruthy();
      await user.click(screen.getByRole('button', { name: t.saveColor }));
      expect(await screen.findByText(t.colorSaved)).toBeTruthy();
      expect(api.calls).toEqual(['color #1e3a8a']);
      await user.click(screen.getByRole('button', { name: t.resetColor }));
      expect(await screen.findByText(t.defaultColor)).toBeTruthy();
      expect(api.calls).toEqual(['color #1e3a8a', 'color null']);
    },
  );

  it('shows the brand without controls to a member who may not change it (tr)', async () => {
    api.brand = { logo: null, color: '#14532d' };
    const { t } = await show(false, 'tr');
    expect(await screen.findByText(t.readOnly)).toBeTruthy();
    expect((screen.getByLabelText(t.colorHex) as HTMLInputElement).value).toBe('#14532d');
    expect(screen.queryByRole('button', { name: t.saveColor })).toBeNull();
    expect(screen.queryByRole('button', { name: t.chooseLogo })).toBeNull();
  });
});
