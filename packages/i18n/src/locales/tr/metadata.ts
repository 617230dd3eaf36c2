import type { Catalog } from '../en/index.ts';

export const metadata: Catalog['metadata'] = {
  section: 'Referansınız ve ek bilgiler',
  clientReference: 'Kendi referansınız',
  clientReferenceHint:
    'İsteğe bağlı: sipariş ya da fatura numaranız, en fazla {{maxClientReference}} karakter. Bununla arama yapabilirsiniz.',
  title: 'Ek bilgiler',
  hint: 'Kendi kayıtlarınız için isteğe bağlı ad–değer çiftleri, örneğin order_id = 6735: en fazla {{maxMetadataKeys}} tane, adlar en fazla {{maxMetadataKey}}, değerler en fazla {{maxMetadataValue}} karakter. Kart numarası asla girmeyin.',
  inherited: 'Linkle yapılan her ödeme, linkin o andaki referansını ve ek bilgilerini alır.',
  key: 'Ad',
  value: 'Değer',
  keyLabel: '{{number}}. bilginin adı',
  valueLabel: '{{number}}. bilginin değeri',
  add: 'Bilgi ekle',
  remove: 'Kaldır',
  removeLabel: '{{number}}. bilgiyi kaldır',
  none: 'Yok',
  errors: {
    referenceText: 'Referansı metin olarak girin.',
    referenceTooLong: 'Referans en fazla {{maxClientReference}} karakter olabilir.',
    notAnObject: 'Ek bilgileri ad ve değer çiftleri olarak gönderin.',
    valueText: 'Her değer metin olmalıdır.',
    tooManyKeys: 'En fazla {{maxMetadataKeys}} ek bilgi olabilir. Önce bazılarını kaldırın.',
    keyBlank: 'Bu bilgi için bir ad girin.',
    keyTooLong: 'Ad en fazla {{maxMetadataKey}} karakter olabilir.',
    valueTooLong: 'Değer en fazla {{maxMetadataValue}} karakter olabilir.',
    valueMissing: 'Bir değer girin ya da bilgiyi kaldırın.',
    keyRepeated: 'Bu ad iki kez kullanılmış. Her ad bir kez kullanılabilir.',
    cardNumber: 'Bu bir kart numarasına benziyor. Buraya asla kart numarası yazmayın.',
  },
};
