import {
  getMerchantBrand,
  removeBrandLogo,
  updateBrandColor,
  uploadBrandLogo,
} from '@kopru/domain/contracts/brand';
import { publicBrandLogo } from '@kopru/domain/contracts/checkout';
import type { MerchantBrand } from '@kopru/domain/schemas/brand';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, urlOf } from './client.ts';
import { upload } from './upload.ts';

const key = ['merchant', 'brand'];

export function useMerchantBrand() {
  return useQuery({ queryKey: key, queryFn: () => call(getMerchantBrand) });
}

/** Every change answers the whole brand: it replaces the cached one. */
function useBrandMutation<T>(mutationFn: (input: T) => Promise<MerchantBrand>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (brand) => client.setQueryData(key, brand) });
}

export function useUploadBrandLogo() {
  return useBrandMutation((file: File) => {
    const form = new FormData();
    form.append('logo', file, file.name);
    return upload(uploadBrandLogo, {}, form);
  });
}

export function useRemoveBrandLogo() {
  return useBrandMutation(() => call(removeBrandLogo));
}

export function useUpdateBrandColor() {
  return useBrandMutation((color: string | null) => call(updateBrandColor, { body: { color } }));
}

/** The public URL of a logo (pages show it with an <img>). */
export function brandLogoUrl(id: string): string {
  return urlOf(publicBrandLogo, { params: { id } });
}
