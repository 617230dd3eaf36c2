import type { Database } from '../../db/client.ts';
import { PAYMENT_TERMS_PLACEHOLDER } from './configured-terms.ts';
import { defaultFaq, defaultTestimonials, figures, moneyWhen } from './defaults.ts';
import { columnsOf } from './mapping.ts';
import { listContent, updateContent } from './repository.ts';

const en = figures('en');
const tr = figures('tr');

/**
 * Wording changed in the seeded landing content (the Turkish glossary, docs/glossary-tr.md; the
 * payout modes), one list per revision, oldest first: [before, after]. A row whose text, in
 * either language, is still exactly a former default (as seeded by any revision) gets the current
 * default; a text an admin edited is left as it is.
 */
const revisions: [string, string][][] = [
  [
    ['ödeme talep etmeden önce', 'para çekmeden önce'],
    ["Köprü'nün ücreti nedir?", "Köprü'nün komisyonu nedir?"],
    [
      '; ücret o ödemeden düşülür. Kurulum ücreti, aylık ücret veya başarısız ödemeler için bir ücret yoktur. Her ödemenin ücretini ve size kalan net tutarı panelinizde',
      ' komisyon; komisyon o ödemeden düşülür. Kurulum ücreti, aylık ücret veya başarısız ödemeler için komisyon yoktur. Her ödemenin komisyonunu ve size kalan net tutarı kontrol panelinizde',
    ],
    [
      'dilediğiniz zaman ödeme talep edebilirsiniz. Ödemeler her iş günü',
      'dilediğiniz zaman para çekebilirsiniz. Para çekme talepleri her iş günü',
    ],
    ['doğruladığınız Türk banka hesabınıza', 'doğruladığınız Türkiye’deki banka hesabınıza'],
    ['doğrudan kart işlemcisine gider;', 'doğrudan ödeme kuruluşunun kart altyapısına iletilir;'],
    ['uğraşıyor, biz de', 'uğraşıyordu, biz de'],
    ['Kurucu, Anatolia Tekstil', 'Anatolia Tekstil kurucusu'],
    ['Sahibi, Ege Seramik', 'Ege Seramik sahibi'],
    ['Kurucu ortak, Kapadokya Halı', 'Kapadokya Halı kurucu ortağı'],
    ['ücreti net olarak biliyoruz; panel,', 'komisyonu net olarak biliyoruz; kontrol paneli,'],
  ],
  // Typographic apostrophes.
  [
    ["Almanya'daki", 'Almanya’daki'],
    ["Köprü'nün", 'Köprü’nün'],
    ["Köprü'yü", 'Köprü’yü'],
    ["Türkiye'de ", 'Türkiye’de '],
    ["İngiltere'deki", 'İngiltere’deki'],
  ],
  // True in both payout modes: in marketplace mode iyzico pays the merchant, nobody requests a payout.
  [
    [
      'before you can create payment links and request payouts.',
      'before you can create payment links and receive your money.',
    ],
    ['ödeme linki oluşturmadan ve para çekmeden önce', 'ödeme linki oluşturmadan ve paranızı almadan önce'],
    [
      `Request a payout from your available balance whenever you like. Payouts are processed every business day and reach the Turkish bank account (IBAN) you verified within ${en.payoutDays} business days after approval.`,
      'Each payment, less our fee, goes to the Turkish bank account (IBAN) you verified. The Payouts page of your dashboard shows how and when each amount reaches your account.',
    ],
    [
      `Kullanılabilir bakiyenizden dilediğiniz zaman para çekebilirsiniz. Para çekme talepleri her iş günü işlenir ve onaydan sonra ${tr.payoutDays} iş günü içinde doğruladığınız Türkiye’deki banka hesabınıza (IBAN) geçer.`,
      'Her ödeme, komisyon düşüldükten sonra doğruladığınız Türkiye’deki banka hesabınıza (IBAN) geçer. Kontrol panelinizin Para çekme sayfası, her tutarın hesabınıza nasıl ve ne zaman geçeceğini gösterir.',
    ],
  ],
  // No promise of a timing the configuration does not give (issue 41: the release delay and the
  // reserve are the operator's settings; the console shows each payment's dates).
  [
    [
      'Now I send a payment link with the invoice and the money is in our account a couple of days later.',
      'Now I send a payment link with the invoice, and the dashboard shows when each payment reaches our account.',
    ],
    [
      'Şimdi faturayla birlikte bir ödeme linki gönderiyorum ve para birkaç gün içinde hesabımızda oluyor.',
      'Şimdi faturayla birlikte bir ödeme linki gönderiyorum; kontrol paneli her ödemenin hesabımıza ne zaman geçeceğini gösteriyor.',
    ],
  ],
  // The configured terms (release delay, reserve, iyzico's schedule, withholding; issue 41), filled
  // in when the FAQ is read.
  [
    [
      'Each payment, less our fee, goes to the Turkish bank account (IBAN) you verified. The Payouts page of your dashboard shows how and when each amount reaches your account.',
      `${PAYMENT_TERMS_PLACEHOLDER} ${moneyWhen.en}`,
    ],
    [
      'Her ödeme, komisyon düşüldükten sonra doğruladığınız Türkiye’deki banka hesabınıza (IBAN) geçer. Kontrol panelinizin Para çekme sayfası, her tutarın hesabınıza nasıl ve ne zaman geçeceğini gösterir.',
      `${PAYMENT_TERMS_PLACEHOLDER} ${moneyWhen.tr}`,
    ],
  ],
];

const columns = ['titleEn', 'titleTr', 'bodyEn', 'bodyTr', 'authorRoleEn', 'authorRoleTr'] as const;

/** The text as revision `from` seeded it: the later revisions undone, newest first. */
function asSeededBy(now: string, from: number): string {
  return revisions
    .slice(from)
    .reverse()
    .reduce(
      (text, changes) =>
        [...changes].reverse().reduce((undone, [old, fresh]) => undone.split(fresh).join(old), text),
      now,
    );
}

/** Former default text -> current default text, for every column a revision changed. */
function formerDefaults(): Map<string, string> {
  const map = new Map<string, string>();
  for (const input of [...defaultFaq(), ...defaultTestimonials()]) {
    const current = columnsOf(input);
    for (const column of columns) {
      const now = current[column] ?? '';
      for (let from = 0; from < revisions.length; from += 1) {
        const before = asSeededBy(now, from);
        if (before !== now) map.set(before, now);
      }
    }
  }
  return map;
}

/** Brings unedited seeded FAQ and testimonials to the current wording; safe on every start. */
export async function upgradeDefaultContent(db: Database): Promise<{ upgraded: number }> {
  const former = formerDefaults();
  return db.transaction(async (tx) => {
    let upgraded = 0;
    for (const row of await listContent(tx)) {
      const values: Partial<Record<(typeof columns)[number], string>> = {};
      for (const column of columns) {
        const next = former.get(row[column] ?? '');
        if (next !== undefined) values[column] = next;
      }
      if (Object.keys(values).length === 0) continue;
      await updateContent(tx, row.id, { ...values, updatedAt: new Date() });
      upgraded += 1;
    }
    return { upgraded };
  });
}
