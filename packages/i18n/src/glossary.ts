/**
 * The Turkish glossary (docs/glossary-tr.md) as rules a test can check: for each idea, the words
 * a Turkish text must not use, and where (key prefixes of the catalogs). Texts that the product
 * spec quotes in Turkish are listed as exceptions, with the reason.
 */
export type GlossaryRule = {
  idea: string;
  use: string;
  /** Forbidden wording; matched case-insensitively with Turkish letters as word characters. */
  forbidden: RegExp;
  /** Key prefixes the rule applies to; every key when absent. */
  within?: readonly string[];
  /** Keys the rule does not apply to (quoted by the product spec, or marketing copy). */
  except?: readonly string[];
};

/** A word boundary that treats Turkish letters as letters (`\b` does not). */
const w = (pattern: string) => new RegExp(`(?<![\\p{L}])(?:${pattern})(?![\\p{L}])`, 'iu');

const payoutKeys = [
  'payouts.',
  'adminPayouts.',
  'sme.nav.payouts',
  'sme.overview.requestPayout',
  'admin.nav.payouts',
  'admin.finances.reserved',
  'email.payout',
  'webhooks.eventTypes.payout',
  'adminAudit.actions.payout',
  'adminEmails.templates.payout',
  'errors.payout',
  'admin.overview.payoutsToReview',
];

export const glossaryRules: readonly GlossaryRule[] = [
  {
    idea: 'payout',
    use: 'para çekme, para çekme talebi, Para çek',
    forbidden: w('ödeme(?!\\s+link)\\p{L}*|hak ?ediş\\p{L}*'),
    within: payoutKeys,
    except: ['payouts.balances.emptyText'],
  },
  {
    idea: 'payout (anywhere)',
    use: 'para çekme talebi',
    forbidden: w('ödeme talep\\p{L}*|ödeme aktarım\\p{L}*|ödeme hesabı\\p{L}*'),
  },
  {
    idea: 'payout sent',
    use: 'Gönderildi, para çekme talebi gönderildi',
    forbidden: w('ödendi|ödeme yapıldı'),
    within: payoutKeys,
  },
  {
    idea: 'the bank leg of a payout',
    use: 'banka transferi',
    forbidden: w('havale\\p{L}*'),
    within: payoutKeys,
  },
  {
    // A label that is only "Ödemeler" reads as payments and as payouts alike.
    idea: 'payments (a bare label)',
    use: 'Müşteri ödemeleri (payments), Para çekme (payouts)',
    forbidden: /^\s*ödemeler\s*$/iu,
  },
  { idea: 'payment link', use: 'ödeme linki', forbidden: w('ödeme bağlantı\\p{L}*') },
  {
    idea: 'payout statement',
    use: 'para çekme dökümü, bakiye hareketi',
    forbidden: w('ekstre\\p{L}*|hesap özet\\p{L}*'),
    within: ['payoutStatement.'],
  },
  {
    idea: 'merchant',
    use: 'üye işyeri, işletmeniz',
    forbidden: w("KOBİ\\p{L}*|KOBİ’\\p{L}*|KOBİ'\\p{L}*|satıcı\\p{L}*"),
    within: [
      'admin',
      'transactions.',
      'legal.',
      'developers.',
      'email.',
      'errors.',
      'webhooks.',
      'payouts.',
      'sme.',
      'kyc.',
      'checkout.',
    ],
    // "Satıcı sizsiniz": the seller towards its own customers, the consumer-law sense.
    except: ['common.roles.sme', 'legal.terms.sections.selling.paragraphs.0'],
  },
  { idea: 'payer', use: 'müşteri(niz), kart sahibi', forbidden: w('ödeme yapan\\p{L}*') },
  {
    // Our commission less iyzico's: it can be below zero, so it is no profit.
    idea: 'platform margin',
    use: 'marj; Platform marjı; eksi marj',
    forbidden: w('kâr\\p{L}*|kar marj\\p{L}*|kazanç\\p{L}*|negatif marj\\p{L}*'),
    within: ['adminMargins.', 'admin.nav.margins'],
  },
  {
    idea: 'spread',
    use: 'kur makası',
    forbidden: w('marj\\p{L}*'),
    within: ['exchangeRates.', 'payouts.', 'payoutSchedule.', 'payoutStatement.'],
  },
  {
    idea: 'fee per payment',
    use: 'komisyon; sabit işlem ücreti',
    // "ücretimiz" (our fee) too: the platform's fee is its commission.
    forbidden:
      /(?<![\p{L}])(?<!sabit işlem |kurulum |aylık )(?:ücret|ücreti|ücretin\p{L}*|ücretimiz\p{L}*)(?![\p{L}])/iu,
    // Where the platform's fee per payment is meant: payments, the merchant's share paid out
    // (payouts, marketplace, statements), refunds; the dispute fee ("harcama itirazı ücreti") is
    // a fee, not the commission, and its texts are left out.
    within: [
      'transactions.',
      'landing.',
      'legal.terms.sections.fees',
      'sme.',
      'developers.',
      'payouts.',
      'payoutStatement.',
      'refunds.',
      'reconciliation.',
      'adminPayouts.',
      'email.paymentReceived',
      'email.paymentsDailySummary',
    ],
  },
  {
    idea: 'actions column',
    use: 'Eylemler',
    forbidden: w('işlemler'),
    within: [
      'adminSmes.table.actions',
      'adminUsers.table.actions',
      'adminEmails.table.actions',
      'developers.keys.columns.actions',
      'webhooks.log.columns.actions',
      'payouts.history.actions',
      'admin.overview.pendingActions',
    ],
  },
  {
    idea: 'KYC (merchant-facing)',
    use: 'işletme doğrulama',
    forbidden: w('kimlik doğrulama\\p{L}*'),
    within: ['sme.', 'kyc.', 'email.kyc', 'errors.kyc'],
  },
  { idea: 'on / off', use: 'Etkin / Devre dışı', forbidden: w('aktif\\p{L}*|pasif\\p{L}*') },
  {
    idea: 'reason written by an admin',
    use: 'Gerekçe',
    forbidden: w('neden'),
    within: ['payouts.history.reason', 'adminPayouts.reason', 'email.payoutReason'],
  },
  {
    idea: 'webhook delivery',
    use: 'gönderim; imzalama anahtarı',
    forbidden: w('teslimat\\p{L}*|teslim edildi|imza anahtar\\p{L}*'),
    within: ['webhooks.', 'email.webhook', 'adminAudit.actions.webhook', 'developers.'],
  },
  {
    idea: 'dashboard',
    use: 'Kontrol paneli, Yönetim paneli, Genel bakış',
    forbidden: w('KOBİ paneli\\p{L}*'),
  },
  { idea: 'e-mail outbox', use: 'Giden e-postalar', forbidden: w('e-posta kutusu') },
  { idea: 'sign up', use: 'Kaydol', forbidden: w('kayıt ol') },
  {
    idea: 'consent',
    use: 'açık rıza; ticari elektronik ileti onayı',
    forbidden: w('izin|izni|izniniz\\p{L}*|izninizi'),
    within: ['legal.privacy', 'auth.register', 'validation.'],
  },
  {
    idea: 'data protection authority',
    use: 'Kişisel Verileri Koruma Kurulu',
    forbidden: w('Koruma Kurumu\\p{L}*'),
  },
  { idea: 'licensed processors', use: 'ödeme kuruluşları', forbidden: w('kart işlemci\\p{L}*') },
  { idea: 'newest first', use: 'en yeniden eskiye / en eskiden yeniye', forbidden: w('en yenisi|en eskisi') },
  {
    idea: 'balance',
    use: 'kullanılabilir bakiye; para çekme için ayrılan',
    forbidden: w('çekilebilir bakiye\\p{L}*|yoldaki ödemeler'),
  },
];

type Tree = { readonly [key: string]: string | Tree };

export function catalogLeaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : catalogLeaves(value, path);
  });
}

/** Every Turkish text that uses a word the glossary forbids for its idea. */
export function glossaryViolations(texts: Iterable<[string, string]>) {
  const found: { key: string; idea: string; word: string; use: string }[] = [];
  for (const [key, text] of texts) {
    for (const rule of glossaryRules) {
      if (rule.within && !rule.within.some((prefix) => key.startsWith(prefix))) continue;
      if (rule.except?.includes(key)) continue;
      // JavaScript's case-insensitive match does not fold Turkish İ to i: "İşlemler" would slip by.
      const match = rule.forbidden.exec(text) ?? rule.forbidden.exec(text.toLocaleLowerCase('tr'));
      if (match) found.push({ key, idea: rule.idea, word: match[0], use: rule.use });
    }
  }
  return found;
}
