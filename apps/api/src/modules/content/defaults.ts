import {
  FEE_FIXED_MINOR,
  KYC_REVIEW_BUSINESS_DAYS,
  PAYOUT_BUSINESS_DAYS,
  SETUP_MINUTES,
} from '@kopru/domain/constants';
import { feePercent } from '@kopru/domain/fees';
import type { Locale } from '@kopru/domain/locale';
import { linkCurrencies } from '@kopru/domain/money';
import type { ContentInput } from '@kopru/domain/schemas/content';
import { formatList, formatMoney, formatNumberRange, formatPercent } from '@kopru/i18n/format';
import { PAYMENT_TERMS_PLACEHOLDER } from './configured-terms.ts';

/** Figures quoted by the default texts, formatted from the same constants the API charges with. */
export function figures(locale: Locale) {
  return {
    fee: `${formatPercent(feePercent, locale)} + ${formatMoney(FEE_FIXED_MINOR, 'USD', locale)}`,
    payoutDays: formatNumberRange(PAYOUT_BUSINESS_DAYS.min, PAYOUT_BUSINESS_DAYS.max, locale),
    kycDays: formatNumberRange(KYC_REVIEW_BUSINESS_DAYS.min, KYC_REVIEW_BUSINESS_DAYS.max, locale),
    minutes: String(SETUP_MINUTES),
    currencies: formatList(linkCurrencies, locale, 'disjunction'),
  };
}

/**
 * The end of the answer on when the money arrives; its start is the configured terms, filled in
 * when the FAQ is read (configured-terms.ts).
 */
export const moneyWhen = {
  en: 'Your dashboard shows, for each payment, when its share and its reserve are released.',
  tr: 'Kontrol paneliniz, her ödemenin payının ve teminatının ne zaman serbest bırakılacağını gösterir.',
};

type FaqInput = Extract<ContentInput, { kind: 'faq' }>;
type TestimonialInput = Extract<ContentInput, { kind: 'testimonial' }>;

/** The five questions of the landing page, written for a Turkish SME owner selling abroad. */
export function defaultFaq(): FaqInput[] {
  const en = figures('en');
  const tr = figures('tr');
  const faq = (question: FaqInput['question'], answer: FaqInput['answer']): FaqInput => ({
    kind: 'faq',
    question,
    answer,
    visible: true,
  });
  return [
    faq(
      { en: 'Who can use Köprü?', tr: 'Köprü’yü kimler kullanabilir?' },
      {
        en: `Any business registered in Türkiye (a company or a sole proprietor with a tax ID) that sells products or services to customers abroad. Signing up takes about ${en.minutes} minutes; you then verify your business before you can create payment links and receive your money.`,
        tr: `Yurt dışındaki müşterilere ürün veya hizmet satan, Türkiye’de kayıtlı her işletme (şirketler ve vergi numarası olan şahıs işletmeleri) Köprü’yü kullanabilir. Kayıt yaklaşık ${tr.minutes} dakika sürer; ödeme linki oluşturmadan ve paranızı almadan önce işletmenizi doğrularsınız.`,
      },
    ),
    faq(
      { en: 'How much does Köprü cost?', tr: 'Köprü’nün komisyonu nedir?' },
      {
        en: `${en.fee} per successful payment, taken from that payment. There are no setup fees, no monthly fees and no charge for failed payments. You always see the fee and the net amount of each payment in your dashboard.`,
        tr: `Başarılı her ödeme için ${tr.fee} komisyon; komisyon o ödemeden düşülür. Kurulum ücreti, aylık ücret veya başarısız ödemeler için komisyon yoktur. Her ödemenin komisyonunu ve size kalan net tutarı kontrol panelinizde görürsünüz.`,
      },
    ),
    faq(
      { en: 'How long does verification take?', tr: 'Doğrulama ne kadar sürer?' },
      {
        en: `We review your business details, bank account and documents within ${en.kycDays} business days. We e-mail you as soon as a decision is made, and tell you what is missing if we need anything else.`,
        tr: `İşletme bilgilerinizi, banka hesabınızı ve belgelerinizi ${tr.kycDays} iş günü içinde inceleriz. Karar verilir verilmez size e-posta göndeririz; eksik bir şey varsa neyin gerektiğini bildiririz.`,
      },
    ),
    faq(
      { en: 'When do I receive my money?', tr: 'Param ne zaman hesabıma geçer?' },
      {
        en: `${PAYMENT_TERMS_PLACEHOLDER} ${moneyWhen.en}`,
        tr: `${PAYMENT_TERMS_PLACEHOLDER} ${moneyWhen.tr}`,
      },
    ),
    faq(
      {
        en: 'How can my customers pay?',
        tr: 'Müşterilerim nasıl ödeme yapabilir?',
      },
      {
        en: `You send them a payment link in ${en.currencies}. They open it on any phone or computer and pay by debit or credit card, without creating an account. Card numbers go straight to the card processor; we never store them.`,
        tr: `Onlara ${tr.currencies} cinsinden bir ödeme linki gönderirsiniz. Linki herhangi bir telefon veya bilgisayarda açar ve hesap oluşturmadan banka kartı ya da kredi kartıyla öderler. Kart numaraları doğrudan ödeme kuruluşunun kart altyapısına iletilir; biz bunları asla saklamayız.`,
      },
    ),
  ];
}

/**
 * Three sample testimonials so a fresh installation shows a complete page. They are not real
 * customers: replace them with real quotes (with consent) in the admin console before going live.
 */
export function defaultTestimonials(): TestimonialInput[] {
  const testimonial = (
    quote: TestimonialInput['quote'],
    authorName: string,
    authorRole: TestimonialInput['authorRole'],
  ): TestimonialInput => ({ kind: 'testimonial', quote, authorName, authorRole, visible: true });
  return [
    testimonial(
      {
        en: 'Our buyers in Germany used to wait for bank wires and we waited even longer. Now I send a payment link with the invoice, and the dashboard shows when each payment reaches our account.',
        tr: 'Almanya’daki alıcılarımız havale yapmak için uğraşıyordu, biz de parayı haftalarca bekliyorduk. Şimdi faturayla birlikte bir ödeme linki gönderiyorum; kontrol paneli her ödemenin hesabımıza ne zaman geçeceğini gösteriyor.',
      },
      'Ayşe Yılmaz',
      { en: 'Founder, Anatolia Textiles', tr: 'Anatolia Tekstil kurucusu' },
    ),
    testimonial(
      {
        en: 'We sell handmade ceramics to collectors in the US and the UK. Charging in dollars and pounds without opening a foreign account made selling abroad simple for a small workshop like ours.',
        tr: 'El yapımı seramiklerimizi ABD ve İngiltere’deki koleksiyonerlere satıyoruz. Yurt dışında hesap açmadan dolar ve sterlin ile ödeme almak, bizim gibi küçük bir atölye için yurt dışı satışı çok kolaylaştırdı.',
      },
      'Mehmet Demir',
      { en: 'Owner, Ege Ceramics', tr: 'Ege Seramik sahibi' },
    ),
    testimonial(
      {
        en: 'The fee is clear before every sale, and the dashboard shows exactly what each customer paid and what we received. Our accountant was happy from the first month.',
        tr: 'Her satıştan önce komisyonu net olarak biliyoruz; kontrol paneli, her müşterinin ne ödediğini ve bize ne kaldığını tam olarak gösteriyor. Muhasebecimiz ilk aydan memnun kaldı.',
      },
      'Zeynep Kaya',
      { en: 'Co-founder, Kapadokya Halı', tr: 'Kapadokya Halı kurucu ortağı' },
    ),
  ];
}
