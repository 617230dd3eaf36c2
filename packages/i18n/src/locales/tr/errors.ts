import type { Catalog } from '../en/index.ts';
import { payerErrors } from './payer-errors.ts';

export const errors: Catalog['errors'] = {
  ...payerErrors,
  invalid_reset_link: 'Geçersiz şifre sıfırlama bağlantısı. Lütfen yeni bir bağlantı talep edin.',
  invalid_confirm_link:
    'Bu onay bağlantısı geçersiz veya süresi dolmuş. Giriş yapın ve kontrol panelinden yeni bir bağlantı gönderin.',
  password_too_short: 'Şifre çok kısa.',
  password_too_common: 'Bu şifre çok yaygın. Tahmin edilmesi daha zor bir şifre seçin.',
  current_password_invalid: 'Mevcut şifre doğru değil.',
  unsupported_file_type: 'Yalnızca PDF, PNG ve JPEG dosyaları kabul edilir.',
  too_many_files: 'En fazla {{maxDocuments}} belge gönderebilirsiniz.',
  file_too_large: 'Her belge en fazla {{maxDocumentMb}} MB olabilir.',
  unsupported_logo_type: 'Logo PNG, JPEG veya WebP görseli olmalıdır. SVG kabul edilmez.',
  logo_too_large: 'Logo en fazla {{maxLogoKb}} KB olabilir.',
  logo_dimensions: 'Logonun her kenarı {{minLogoSide}} ile {{maxLogoSide}} piksel arasında olmalıdır.',
  unauthenticated: 'Devam etmek için lütfen giriş yapın.',
  two_factor_code_reused: 'Bu kod zaten kullanıldı. Uygulamanızdaki bir sonraki kodu bekleyip girin.',
  two_factor_invalid_code:
    'Bu kod doğru değil. Telefonunuzdaki saati kontrol edin veya başka bir kod kullanın.',
  two_factor_expired: 'Giriş çok uzun sürdü. E-posta adresinizi ve şifrenizi yeniden girin.',
  two_factor_setup_required:
    'Devam etmek için iki adımlı girişi etkinleştirin: platform yöneticiler için bunu zorunlu tutuyor.',
  two_factor_required_for_admins:
    'Yöneticiler iki adımlı girişi devre dışı bırakamaz: platform bunu zorunlu tutuyor.',
  two_factor_required_by_team:
    'Ekibiniz iki adımlı giriş istiyor: devam etmek için profilinizde etkinleştirin.',
  own_two_factor_first: 'Ekipten istemeden önce kendi hesabınızda iki adımlı girişi etkinleştirin.',
  two_factor_already_enabled: 'İki adımlı giriş zaten etkin.',
  two_factor_not_enabled: 'İki adımlı giriş etkin değil. Önce kurun.',
  invalid_credentials: 'Giriş yapılamadı. E-posta ve şifrenizi kontrol edin.',
  invalid_api_key: 'API anahtarı geçersiz, iptal edilmiş ya da süresi dolmuş.',
  account_suspended: 'Bu hesap askıya alınmış. Lütfen destek ekibiyle iletişime geçin.',
  kyc_required: 'Bu özelliği kullanmak için işletme doğrulamasını tamamlayın.',
  email_unconfirmed:
    'Önce e-posta adresinizi onaylayın: size gönderdiğimiz bağlantıyı açın veya üstteki uyarıdan yeni bir bağlantı gönderin.',
  invitation_unusable: 'Bu davet kullanılmış, iptal edilmiş ya da süresi dolmuş.',
  recipient_rate_limited: 'Bu adrese son bir saatte birkaç davet gönderildi. Daha sonra tekrar deneyin.',
  account_holds_records:
    'Bu hesabın saklanması gereken kayıtları var (KYC, ödeme linkleri, ödemeler ya da anahtarlar); bu yüzden silinemez. Yeniden etkinleştirin ya da devre dışı kalmasına izin verin.',
  email_taken: 'Bu e-posta ile kayıtlı bir hesap zaten var. Giriş yapın veya şifrenizi sıfırlayın.',
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
  change_request_replaced:
    'İşletme bu talebi kararınızdan önce yeni bir talep ile değiştirdi; hiçbir şey değişmedi. Yeni talep şimdi gösteriliyor: karar vermeden önce onu kontrol edin.',
  identity_under_review:
    'İşletme bilgileriniz işletme doğrulama belgelerinizle birlikte inceleniyor. Ekibimiz karar verdikten sonra bunları değiştirebilirsiniz.',
  api_key_limit_reached: 'En fazla {{maxApiKeys}} etkin API anahtarınız olabilir. Önce birini iptal edin.',
  api_key_inactive: 'Bu API anahtarı artık etkin değil.',
  key_permission_denied:
    'Bu API anahtarının bu işlem için yetkisi yok. Bir sahip veya yönetici bu yetkiyle bir anahtar oluşturabilir.',
  api_key_permissions_exceed_role:
    'Bir anahtara rolünüzün verdiğinden fazla yetki veremezsiniz. Yalnızca rolünüzün sahip olduğu yetkileri seçin.',
  api_key_beyond_role:
    'Bu anahtar rolünüzün izin verdiğinden fazlasını yapabiliyor, bu yüzden onu iptal edemezsiniz. Rolü bunu kapsayan bir ekip üyesinden, örneğin bir sahipten isteyin.',
  api_key_already_rolled: 'Bu anahtar zaten yenilendi. Hemen durması gerekiyorsa iptal edin.',
  insufficient_balance: 'Tutar bu para birimindeki kullanılabilir bakiyenizden fazla.',
  payment_not_refundable: 'Yalnızca başarılı bir ödeme iade edilebilir.',
  refund_exceeds_payment: 'İade tutarı, bu ödemede iade edilebilecek kalan tutardan fazla.',
  payment_disputed:
    'Bu ödemeye harcama itirazı yapıldı: itiraz sonuçlanana kadar iade edilemez (itiraz edilen tutar zaten bakiyenizden ayrıldı).',
  payment_charged_back:
    'Bu ödeme, kaybedilen harcama itirazı sonucunda ters ibraz edildi: kart sahibinin bankası parayı zaten geri verdi, iade edilecek tutar kalmadı.',
  dispute_status_conflict:
    'Bu harcama itirazında bu adım artık atılamaz: itiraz yanıtlanmış, sonuçlanmış ya da süresi dolmuş.',
  negative_balance:
    'Bir harcama itirazı bu para birimindeki kullanılabilir bakiyenizden fazlasını aldı. Yeni ödemeler önce bu borcu kapatır; borç kapanınca yeniden para çekebilirsiniz.',
  refund_exceeds_balance:
    'Bu para birimindeki kullanılabilir bakiyeniz bu iadeden düşük. İadeler kullanılabilir bakiyeden ödenir; yeni ödemeleri bekleyin veya daha küçük bir tutar iade edin.',
  refund_after_release:
    'Bu ödeme artık buradan iade edilemez: size düşen tutar, banka hesabınıza yatırması için iyzico’ya zaten onaylandı. İadenin iyzico ile yapılması için platform işletmecisine başvurun.',
  release_in_progress:
    'Bu ödemede size düşen tutar şu anda iyzico’ya onaylanıyor, bu yüzden şu an iade edilemez. Birkaç dakika sonra yeniden deneyin; tutar o zamana kadar onaylanmışsa iadenin iyzico ile yapılması için platform işletmecisine başvurun.',
  payment_not_paid: 'Bu ödeme başarılı olmadı; ticari faturası yok.',
  payout_status_conflict: 'Bu para çekme talebinin durumu değişti; bu işlem artık yapılamaz.',
  payouts_by_acquirer:
    'iyzico her satıştan size düşen tutarı banka hesabınıza yatırır; burada talep edilecek bir şey yok.',
  settlement_account_missing:
    'iyzico size düşen tutarları bu para biriminde ancak bu para birimindeki hesabınız (IBAN) onaylandıktan sonra yatırabilir. Önce hesabın eklenmesini isteyin.',
  settlement_currency_marketplace_only:
    'Size düşen tutarların yatırılacağı para birimi yalnızca bu tutarları iyzico yatırdığında seçilir; burada para çekme talepleriniz platform tarafından gönderilir.',
  payout_account_missing:
    'Para çekmek için onaylı bir banka hesabı yok. Önce IBAN bilginizle işletme doğrulamasını tamamlayın.',
  payout_account_missing_currency:
    'Bu para biriminde para çekilecek bir hesabınız yok, bu yüzden tutar olduğu gibi gönderilemez. Bunun yerine Türk lirasına çevirin ya da Para çekme sayfasında bu para birimindeki hesabınızın IBAN’ının eklenmesini isteyin.',
  currency_iban_unchanged: 'Bu para biriminin hesabı zaten bu: değiştirilecek bir şey yok.',
  quote_expired:
    'Bu kur teklifinin süresi doldu: teklifler kuru yalnızca kısa bir süre için sabitler. Yeni bir teklif alıp yeniden onaylayın; hiçbir tutar çekilmedi.',
  exchange_rate_unavailable:
    'Bu para birimi için henüz Türk lirası kuru yok, bu yüzden şu anda liraya çevrilemez. Kendi para biriminde gönderin ya da daha sonra yeniden deneyin.',
  webhook_url_not_allowed:
    'Bu adres webhook alamaz. Herkese açık bir https adresi kullanın (özel, yerel veya iç ağ adresi olamaz).',
  webhook_url_unresolved:
    'Bu adres bulunamadı: alan adı DNS’te çözümlenmiyor ya da DNS zamanında yanıt vermedi. Adresi ve DNS kaydının var olduğunu kontrol edip yeniden deneyin.',
  webhook_endpoint_limit_reached:
    'En fazla {{maxWebhookEndpoints}} webhook uç noktanız olabilir. Önce birini silin.',
  webhook_endpoint_disabled: 'Bu uç nokta devre dışı. Olayları yeniden göndermeden önce etkinleştirin.',
  domain_already_added: 'Bu alan adını zaten eklediniz.',
  domain_limit_reached: 'Bir hesabın sahip olabileceği kadar alan adınız var. Önce birini kaldırın.',
  domain_not_verified:
    'TXT kaydı henüz bulunamadı. Adını ve değerini DNS sağlayıcınızda kontrol edin; değişikliklerin görünmesi biraz zaman alabilir.',
  webhook_event_not_subscribed: 'Bu uç nokta artık bu olay türünü almıyor, bu yüzden yeniden gönderilmez.',
  webhook_endpoint_exceeds_role:
    'Bir uç nokta rolünüzün görebileceğinden fazlasını alamaz. Yalnızca rolünüzün gördüğü olayları (ve müşteri bilgilerini) seçin.',
  webhook_endpoint_beyond_role:
    'Bu uç nokta rolünüzün görebileceğinden fazlasını alıyor, bu yüzden onu silemez veya devre dışı bırakamazsınız. Rolü bunu kapsayan bir ekip üyesinden, örneğin bir sahipten isteyin.',
  profile_creation_failed: 'Profil oluşturulamadı. Lütfen tekrar deneyin.',
};
