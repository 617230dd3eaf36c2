import type { Catalog } from '../en/index.ts';

export const errors: Catalog['errors'] = {
  validation_failed: 'Bazı alanlar geçerli değil. Lütfen formu kontrol edin.',
  invalid_reset_link: 'Geçersiz şifre sıfırlama bağlantısı. Lütfen yeni bir bağlantı talep edin.',
  password_too_short: 'Şifre çok kısa.',
  password_too_common: 'Bu şifre çok yaygın. Tahmin edilmesi daha zor bir şifre seçin.',
  current_password_invalid: 'Mevcut şifre doğru değil.',
  unsupported_file_type: 'Yalnızca PDF, PNG ve JPEG dosyaları kabul edilir.',
  too_many_files: 'En fazla {{maxDocuments}} belge gönderebilirsiniz.',
  file_too_large: 'Her belge en fazla {{maxDocumentMb}} MB olabilir.',
  unauthenticated: 'Devam etmek için lütfen giriş yapın.',
  two_factor_code_reused: 'Bu kod zaten kullanıldı. Uygulamanızdaki bir sonraki kodu bekleyip girin.',
  two_factor_invalid_code:
    'Bu kod doğru değil. Telefonunuzdaki saati kontrol edin veya başka bir kod kullanın.',
  two_factor_expired: 'Giriş çok uzun sürdü. E-posta adresinizi ve şifrenizi yeniden girin.',
  two_factor_setup_required:
    'Devam etmek için iki adımlı girişi etkinleştirin: platform yöneticiler için bunu zorunlu tutuyor.',
  two_factor_required_for_admins:
    'Yöneticiler iki adımlı girişi devre dışı bırakamaz: platform bunu zorunlu tutuyor.',
  two_factor_already_enabled: 'İki adımlı giriş zaten etkin.',
  two_factor_not_enabled: 'İki adımlı giriş etkin değil. Önce kurun.',
  invalid_credentials: 'Giriş yapılamadı. E-posta ve şifrenizi kontrol edin.',
  invalid_api_key: 'API anahtarı geçersiz, iptal edilmiş ya da süresi dolmuş.',
  forbidden: 'Bu işlem için yetkiniz yok.',
  forbidden_origin:
    'Sunucu bu değişikliği kabul etmedi: bu sayfa, değişiklik kabul etmediği bir adreste ({{pageAddress}}) açık. Köprü’yü {{address}} adresinden açıp tekrar deneyin.',
  forbidden_origin_proxy:
    'Sunucu bu değişikliği kabul etmedi: sayfa {{pageAddress}} adresinde açık, ancak sunucu kendini başka bir adreste görüyor. Bir vekil sunucunun (proxy) arkasındaysa sunucuyu yöneten kişi TRUST_PROXY ayarını açmalı.',
  account_suspended: 'Bu hesap askıya alınmış. Lütfen destek ekibiyle iletişime geçin.',
  kyc_required: 'Bu özelliği kullanmak için işletme doğrulamasını tamamlayın.',
  payment_callback_rejected: 'Bu banka onayı geçerli değil ya da daha önce kullanılmış.',
  challenge_failed: 'Güvenlik kontrolü geçilemedi ya da süresi doldu. Kontrolü yeniden yapıp ödeyin.',
  idempotency_key_in_use: 'Bu anahtarla gönderilen istek hâlâ işleniyor. Biraz bekleyip tekrar deneyin.',
  idempotency_error: 'Bu istek farklı bilgilerle zaten gönderildi. Yeni bir deneme başlatın.',
  challenge_required: 'Güvenliğiniz için aşağıdaki kontrolü tamamlayın, ardından ödeyin.',
  not_found: 'Bulunamadı.',
  email_taken: 'Bu e-posta ile kayıtlı bir hesap zaten var. Giriş yapın veya şifrenizi sıfırlayın.',
  conflict: 'Bu kayıt bu arada değişti. Sayfayı yenileyip tekrar deneyin.',
  cannot_deactivate_self: 'Kendi hesabınızı devre dışı bırakamazsınız.',
  last_active_admin:
    'Bu, son etkin yönetici. Önce başka bir yöneticiyi davet edin veya yeniden etkinleştirin.',
  not_admin_account:
    'Burada yalnızca yönetici hesapları devre dışı bırakılabilir. Bunun yerine üye işyerini askıya alın.',
  content_limit_reached:
    'Bu liste dolu. Yeni bir kayıt eklemeden önce bir kaydı silin veya mevcut bir kaydı düzenleyin.',
  kyc_already_submitted:
    'Doğrulama başvurunuz zaten inceleniyor. İnceleme tamamlandığında size e-posta göndereceğiz.',
  already_verified: 'İşletmeniz zaten doğrulanmış.',
  already_reviewed: 'Bu başvuru başka bir yönetici tarafından zaten incelendi.',
  api_key_limit_reached: 'En fazla {{maxApiKeys}} etkin API anahtarınız olabilir. Önce birini iptal edin.',
  api_key_inactive: 'Bu API anahtarı artık etkin değil.',
  api_key_already_rolled: 'Bu anahtar zaten yenilendi. Hemen durması gerekiyorsa iptal edin.',
  insufficient_balance: 'Tutar bu para birimindeki kullanılabilir bakiyenizden fazla.',
  payment_not_refundable: 'Yalnızca başarılı bir ödeme iade edilebilir.',
  refund_exceeds_payment: 'İade tutarı, bu ödemede iade edilebilecek kalan tutardan fazla.',
  payment_disputed:
    'Bu ödemeye harcama itirazı yapıldı: itiraz sonuçlanana kadar iade edilemez (itiraz edilen tutar zaten bakiyenizden ayrıldı).',
  dispute_status_conflict:
    'Bu harcama itirazında bu adım artık atılamaz: itiraz yanıtlanmış, sonuçlanmış ya da süresi dolmuş.',
  negative_balance:
    'Bir harcama itirazı bu para birimindeki kullanılabilir bakiyenizden fazlasını aldı. Yeni ödemeler önce bu borcu kapatır; borç kapanınca yeniden para çekebilirsiniz.',
  refund_exceeds_balance:
    'Bu para birimindeki kullanılabilir bakiyeniz bu iadeden düşük. İadeler kullanılabilir bakiyeden ödenir; yeni ödemeleri bekleyin veya daha küçük bir tutar iade edin.',
  payout_status_conflict: 'Bu para çekme talebinin durumu değişti; bu işlem artık yapılamaz.',
  payout_account_missing:
    'Para çekmek için onaylı bir banka hesabı yok. Önce IBAN bilginizle işletme doğrulamasını tamamlayın.',
  quote_expired:
    'Bu kur teklifinin süresi doldu: teklifler kuru yalnızca kısa bir süre için sabitler. Yeni bir teklif alıp yeniden onaylayın; hiçbir tutar çekilmedi.',
  exchange_rate_unavailable:
    'Bu para birimi için henüz Türk lirası kuru yok, bu yüzden şu anda liraya çevrilemez. Kendi para biriminde gönderin ya da daha sonra yeniden deneyin.',
  merchant_suspended:
    'Bu üye işyeri askıya alınmış; askı kaldırılana kadar para çekme talepleri onaylanamaz.',
  webhook_url_not_allowed:
    'Bu adres webhook alamaz. Herkese açık bir https adresi kullanın (özel, yerel veya iç ağ adresi olamaz).',
  webhook_endpoint_limit_reached:
    'En fazla {{maxWebhookEndpoints}} webhook uç noktanız olabilir. Önce birini silin.',
  webhook_endpoint_disabled: 'Bu uç nokta devre dışı. Olayları yeniden göndermeden önce etkinleştirin.',
  payload_too_large: 'Yüklenen dosya çok büyük.',
  rate_limited: 'Çok fazla deneme yapıldı. Lütfen bir dakika bekleyip tekrar deneyin.',
  profile_creation_failed: 'Profil oluşturulamadı. Lütfen tekrar deneyin.',
  internal_error: 'Sistemimizde bir sorun oluştu. Lütfen tekrar deneyin.',
  service_unavailable: 'Veritabanımıza şu an ulaşamadık; lütfen birazdan tekrar deneyin.',
  network_error: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  unexpected_response: 'Sunucudan bu sayfanın anlamadığı bir yanıt geldi. Sayfayı yenileyip tekrar deneyin.',
};
