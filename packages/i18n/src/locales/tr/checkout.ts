import type { Catalog } from '../../catalog.ts';

export const checkout: Catalog['checkout'] = {
  notFoundTitle: 'Ödeme linki bulunamadı',
  notFoundText: 'Aradığınız ödeme linki mevcut değil veya süresi dolmuş.',
  poweredBy: 'Köprü ile güvenli ödeme',
};
