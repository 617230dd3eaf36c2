import type { Catalog } from '../../catalog.ts';

export const admin: Catalog['admin'] = {
  nav: {
    overview: 'Genel bakış',
    smes: 'KOBİ yönetimi',
    kyc: 'KYC incelemeleri',
    transactions: 'İşlemler',
    payouts: 'Ödemeler',
    users: 'Kullanıcılar',
    content: 'İçerik yönetimi',
    emails: 'E-posta kutusu',
    audit: 'Denetim kaydı',
  },
  overview: {
    title: 'Genel bakış',
    totalSmes: 'Toplam KOBİ',
    pendingKyc: 'Bekleyen KYC',
    totalPayments: 'Toplam ödeme',
    totalVolume: 'Toplam hacim',
    noVolume: 'Henüz ödeme yok',
    recentRegistrations: 'Son kayıtlar',
    noRegistrations: 'Henüz kayıt yok.',
    pendingActions: 'Bekleyen işlemler',
    kycToReview: 'İncelenecek {{count}} KYC başvurusu',
    payoutsToReview: 'İncelenecek {{count}} ödeme talebi',
    viewAllSmes: "Tüm KOBİ'leri gör",
  },
  list: {
    pagination: 'Sayfalar',
    page: 'Sayfa {{page}}',
    loadFailed: 'Liste yüklenemedi.',
  },
};
