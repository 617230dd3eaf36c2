import type { Catalog } from '../en/index.ts';

export const exchangeRates: Catalog['exchangeRates'] = {
  title: 'Döviz kurları',
  description:
    "Her para biriminin şu anda Türk lirasına çevrildiği kur: Türkiye Cumhuriyet Merkez Bankası'nın (TCMB) günün gösterge niteliğindeki döviz satış kuru ya da kaynak okunamadığında bir yöneticinin girdiği kur.",
  loadFailed: 'Döviz kurları yüklenemedi.',
  table: {
    caption: 'Türk lirasına güncel kurlar',
    currency: 'Para birimi',
    rate: 'Kur (1 birim için TRY)',
    date: 'Kur tarihi',
    source: 'Kaynak',
    entered: 'Giriş',
  },
  sources: { tcmb: 'TCMB', manual: 'Elle girildi' },
  enteredBy: '{{admin}}, {{time}}',
  fetchedAt: 'Kaynaktan okundu, {{time}}',
  empty: {
    title: 'Henüz kur yok',
    text: 'Henüz bir TCMB bülteni okunmadı ve kur girilmedi: biri gelene kadar hiçbir tutar liraya çevrilemez.',
  },
  lastFetch: {
    none: 'TCMB kaynağı henüz okunmadı.',
    fetched: "TCMB'nin {{day}} tarihli bülteni {{time}} tarihinde okundu.",
    not_published:
      "{{time}} tarihinde TCMB'nin {{day}} için bülteni henüz yoktu (iş günlerinde 15.30 civarında yayımlar, resmî tatillerde yayımlamaz). Son kurlar tarihleriyle kullanılmaya devam ediyor; kaynak daha sonra yeniden okunacak.",
    feed_unavailable:
      '{{time}} tarihinde TCMB kaynağına ulaşılamadı. Son kurlar tarihleriyle kullanılmaya devam ediyor; kaynak daha sonra yeniden okunacak ya da kuru elle girebilirsiniz.',
    malformed:
      '{{time}} tarihinde TCMB kaynağı kur bülteni olmayan bir yanıt verdi. Son kurlar kullanılmaya devam ediyor; çok eskiyse kuru elle girin.',
    missing: 'Bültende olmayanlar: {{currencies}}.',
  },
  manual: {
    action: 'Kur gir',
    title: 'Kuru elle girin',
    description:
      "Bugün için (İstanbul saati), TCMB kaynağı okunamadığında. Daha yeni bir kur gelene kadar kullanılır; TCMB'nin aynı günkü bülteni onun yerini alır. Giriş denetim kaydına yazılır.",
    currency: 'Para birimi',
    rate: '1 birim için Türk lirası',
    rateHint:
      'TCMB’nin yazdığı gibi: ondalıklardan önce nokta, en fazla {{rateDecimals}} ondalık (ör. 42.4415).',
    rateInvalid:
      'Sıfırdan büyük ve en fazla {{maxRate}} olan bir kur girin; ondalıklardan önce nokta, en fazla {{rateDecimals}} ondalık basamak.',
    submit: 'Kuru kaydet',
    saving: 'Kaydediliyor…',
    saved: '{{currency}} için {{rate}} kuru şu andan itibaren kullanılıyor.',
  },
};
