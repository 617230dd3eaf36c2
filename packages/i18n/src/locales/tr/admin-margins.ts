import type { Catalog } from '../en/index.ts';

export const adminMargins: Catalog['adminMargins'] = {
  title: 'Platform marjı',
  description:
    'Her pazaryeri ödemesinde: defterimize işlenen komisyonumuzdan, iyzico’nun bildirdiği iyzico komisyonu ve sabit işlem ücreti düşülür. iyzico kendi payını bizim komisyonumuzdan alır; sıfırın altındaki marj, o ödemede kaybedilen paradır.',
  loadFailed: 'Marjlar yüklenemedi.',
  notRecorded: 'Henüz kaydedilmedi',
  notRecordedHint: 'Bu ödemenin iyzico rakamları henüz kaydedilmedi: kaydedilene kadar marj gösterilmez.',
  months: {
    title: 'Aylık toplam',
    caption: 'Ay ve para birimine göre platform marjı',
    text: 'Son 12 ay, Türkiye saatiyle, her para birimi ayrı satırda: farklı para birimlerindeki tutarlar asla toplanmaz.',
    empty: 'Son 12 ayda pazaryeri ödemesi yok.',
    unrecorded_one: 'iyzico rakamları olmayan {{count}} ödeme (komisyonumuz {{commission}}) sayılmadı.',
    unrecorded_other: 'iyzico rakamları olmayan {{count}} ödeme (komisyonumuz {{commission}}) sayılmadı.',
  },
  negative: {
    title: 'Eksi marj',
    caption: 'iyzico’nun komisyonumuzdan fazlasını aldığı ödemeler, en yeniden eskiye',
    text: 'Bu ödemelerde iyzico komisyonumuzdan fazlasını aldı. iyzico’nun oranlarını komisyon tarifemizle karşılaştırın.',
    empty: 'Eksi marjlı ödeme yok.',
  },
  payments: {
    title: 'Tüm pazaryeri ödemeleri',
    caption: 'Pazaryeri ödemeleri ve marjları, en yeniden eskiye',
    empty: 'Henüz pazaryeri ödemesi yok.',
  },
  table: {
    month: 'Ay',
    currency: 'Para birimi',
    payments: 'Ödeme',
    transaction: 'İşlem',
    merchant: 'Üye işyeri',
    amount: 'Tutar',
    date: 'Tarih',
    commission: 'Komisyonumuz',
    acquirerCommission: 'iyzico komisyonu',
    acquirerFee: 'iyzico sabit işlem ücreti',
    margin: 'Marj',
  },
};
