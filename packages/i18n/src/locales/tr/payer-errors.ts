import type { Catalog } from '../en/index.ts';
import type { payerErrors as englishPayerErrors } from '../en/payer-errors.ts';

export const payerErrors: Pick<Catalog['errors'], keyof typeof englishPayerErrors> = {
  validation_failed: 'Bazı alanlar geçerli değil. Lütfen formu kontrol edin.',
  forbidden: 'Bu işlem için yetkiniz yok.',
  forbidden_origin:
    'Sunucu bu değişikliği kabul etmedi: bu sayfa, değişiklik kabul etmediği bir adreste ({{pageAddress}}) açık. Köprü’yü {{address}} adresinden açıp tekrar deneyin.',
  forbidden_origin_proxy:
    'Sunucu bu değişikliği kabul etmedi: sayfa {{pageAddress}} adresinde açık, ancak sunucu kendini başka bir adreste görüyor. Bir vekil sunucunun (proxy) arkasındaysa sunucuyu yöneten kişi TRUST_PROXY ayarını açmalı.',
  payment_callback_rejected: 'Bu banka onayı geçerli değil ya da daha önce kullanılmış.',
  challenge_failed: 'Güvenlik kontrolü geçilemedi ya da süresi doldu. Kontrolü yeniden yapıp ödeyin.',
  idempotency_key_in_use: 'Bu anahtarla gönderilen istek hâlâ işleniyor. Biraz bekleyip tekrar deneyin.',
  idempotency_error: 'Bu istek farklı bilgilerle zaten gönderildi. Yeni bir deneme başlatın.',
  challenge_required: 'Güvenliğiniz için aşağıdaki kontrolü tamamlayın, ardından ödeyin.',
  not_found: 'Bulunamadı.',
  conflict: 'Bu kayıt bu arada değişti. Sayfayı yenileyip tekrar deneyin.',
  merchant_suspended:
    'Bu üye işyeri askıya alınmış; askı kaldırılana kadar para çekme talepleri onaylanamaz.',
  merchant_not_ready:
    'Bu işletme henüz kartla ödeme alamıyor: ödeme kuruluşundaki hesabı hâlâ kuruluyor. Lütfen daha sonra tekrar deneyin.',
  merchant_cannot_take_payments:
    'Bu işletme henüz kartla ödeme alamıyor. İşletmeye ne yapması gerektiği bildirildi; lütfen doğrudan işletmeyle iletişime geçin.',
  payload_too_large: 'Yüklenen dosya çok büyük.',
  rate_limited: 'Çok fazla deneme yapıldı. Lütfen bir dakika bekleyip tekrar deneyin.',
  internal_error: 'Sistemimizde bir sorun oluştu. Lütfen tekrar deneyin.',
  service_unavailable: 'Veritabanımıza şu an ulaşamadık; lütfen birazdan tekrar deneyin.',
  network_error: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  unexpected_response: 'Sunucudan bu sayfanın anlamadığı bir yanıt geldi. Sayfayı yenileyip tekrar deneyin.',
};
