import type { Catalog } from '../en/index.ts';

/** Profil sayfasındaki "ödeme aldınız" e-posta ayarı (docs/paid-emails.md). */
export const notificationSettings: Catalog['notificationSettings'] = {
  title: 'Ödeme aldığınızda e-posta',
  description:
    'Sahip rolündeki her ekip üyesine kendi dilinde gönderilir; kayıtlı bir TCMB kuru varsa tutarın o kurla Türk lirası karşılığı da yazılır.',
  legend: 'Bana gönderilsin',
  options: {
    each: 'Her müşteri ödemesi için bir e-posta',
    daily: 'Önceki günün ödemelerinin günlük özeti',
    off: 'Ödeme e-postası gönderilmesin',
  },
  save: 'Kaydet',
  saved: 'Tercihiniz kaydedildi.',
  loadFailed: 'E-posta ayarları yüklenemedi.',
};
