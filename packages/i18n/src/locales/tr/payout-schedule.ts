import type { Catalog } from '../en/index.ts';

/** Para çekme sayfasındaki otomatik para çekme kartı (docs/automatic-payouts.md). */
export const payoutSchedule: Catalog['payoutSchedule'] = {
  title: 'Otomatik para çekme',
  description:
    'Seçtiğiniz günlerde, kullanılabilir bakiyenin tamamı için, bakiye en az tutarınıza ulaştıysa para çekme talebi oluştururuz. Her talep, kendi oluşturduğunuz talepler gibi incelenir.',
  readOnly: 'Bu ayarları yalnızca para çekebilen ekip üyeleri değiştirebilir.',
  currencyLegend: '{{currency}} bakiyesi',
  frequency: 'Ne zaman',
  frequencies: {
    off: 'Kapalı',
    daily: 'Her gün',
    weekly: 'Her hafta',
    monthly: 'Her ay',
  },
  weekday: 'Haftanın günü',
  dayOfMonth: 'Ayın günü',
  minimumAmount: 'En az tutar ({{currency}})',
  minimumHint: 'Kullanılabilir bakiye bunun altındayken para çekilmez; en az {{minimum}}.',
  target: 'Gönderim şekli',
  targets: {
    same: '{{currency}} olarak gönder',
    TRY: 'Türk lirasına çevir',
  },
  targetHint: 'Günün TCMB kurundan kur makasımız düşülerek çevrilir; kur sizin adınıza kabul edilir.',
  noCurrencyAccount: 'Bizde {{currency}} döviz hesabınız yok; bu bakiye Türk lirasına çevrilerek gönderilir.',
  nextRun: 'Sonraki çalışma: {{date}}',
  lastRun: 'Son çalışma',
  never: 'Henüz çalışmadı',
  created: '{{date}}: {{amount}} için para çekme talebi oluşturuldu',
  skipped: '{{date}}: talep oluşturulmadı. {{reason}}',
  reasons: {
    below_minimum: 'Kullanılabilir bakiye ({{amount}}) en az tutarınızın altındaydı.',
    kyc_required: 'İşletme doğrulamanız onaylı değildi.',
    account_suspended: 'Hesap askıya alınmıştı.',
    payout_account_missing: 'Onaylı bir banka hesabı yoktu.',
    payout_account_missing_currency: 'Bu para biriminde bir döviz hesabı yoktu.',
    negative_balance: 'Bir harcama itirazından bu para biriminde borç kalmıştı.',
    insufficient_balance: 'Talep oluşturulurken bakiye değişti.',
    exchange_rate_unavailable: 'Çeviri için döviz kuru yoktu.',
  },
  save: '{{currency}} ayarını kaydet',
  saved: '{{currency}} için otomatik para çekme kaydedildi.',
  saveFailed: 'Ayar kaydedilemedi.',
  loadFailed: 'Otomatik para çekme ayarları yüklenemedi.',
  errors: {
    frequency: 'Ne zaman para çekileceğini seçin.',
    weekday: 'Haftanın bir gününü seçin.',
    dayOfMonth: '1 ile 28 arasında bir gün seçin.',
  },
};
