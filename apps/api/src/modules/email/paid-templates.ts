import type { EmailContent, Translate } from './content.ts';

/** What the payment's amount is in lira at a TCMB rate (docs/paid-emails.md); null without one. */
type LiraVars = { amount: string; rate: string; date: string } | null;

/**
 * Where the merchant's money goes and when, all formatted in its language: platform mode, the
 * share becomes available; marketplace mode, it is released to iyzico, which pays it from its
 * `blockageResolvedDate`, converted at its rate when it gave one (decisions 011 and 013).
 */
export type PaymentRelease =
  | { mode: 'platform'; share: string; date: string }
  | {
      mode: 'marketplace';
      share: string;
      date: string;
      paysFrom: string | null;
      converted: { amount: string; from: string; rate: string; currency: string } | null;
    };

/** One payment's figures: the payment's own, fixed when it started (decisions 013 and 015). */
export type PaymentReceivedVars = {
  amount: string;
  fee: string;
  withholding: { rate: string; amount: string } | null;
  /** What the merchant receives: the amount less the fee and the withholding. */
  net: string;
  release: PaymentRelease | null;
  reserve: { amount: string; until: string } | null;
  product: string;
  transaction: string;
  lira: LiraVars;
  url: string;
};

type DailySummaryVars = {
  day: string;
  count: string;
  lines: { count: string; amount: string; net: string; withholding: string | null; lira: LiraVars }[];
  url: string;
};

const liraParagraph = (t: Translate, lira: LiraVars) => (lira ? [t('email.paidLira', lira)] : []);

function releaseParagraphs(t: Translate, release: PaymentRelease | null): string[] {
  if (!release) return [];
  if (release.mode === 'platform') return [t('email.paymentReceived.available', release)];
  return [
    t('email.paymentReceived.releasedToIyzico', { share: release.share, date: release.date }),
    ...(release.paysFrom ? [t('email.paymentReceived.iyzicoPaysFrom', { date: release.paysFrom })] : []),
    ...(release.converted ? [t('email.paymentReceived.iyzicoConverted', release.converted)] : []),
  ];
}

/** "You got paid" e-mails to the merchant (docs/paid-emails.md), formatted in its language. */
export const paidTemplates = {
  paymentReceived: (t: Translate, vars: PaymentReceivedVars): EmailContent => ({
    subject: t('email.paymentReceived.subject', { amount: vars.amount }),
    paragraphs: [
      t('email.paymentReceived.intro', {
        amount: vars.amount,
        product: vars.product,
        transaction: vars.transaction,
      }),
      [
        t('email.paymentReceived.fee', { fee: vars.fee }),
        ...(vars.withholding ? [t('email.paymentReceived.withholding', vars.withholding)] : []),
        t('email.paymentReceived.net', { net: vars.net }),
      ].join(' '),
      ...releaseParagraphs(t, vars.release),
      ...(vars.reserve
        ? [t('email.paymentReceived.reserve', { reserve: vars.reserve.amount, date: vars.reserve.until })]
        : []),
      ...liraParagraph(t, vars.lira),
    ],
    action: { label: t('email.paymentReceived.action'), url: vars.url },
  }),
  paymentsDailySummary: (t: Translate, vars: DailySummaryVars): EmailContent => ({
    subject: t('email.paymentsDailySummary.subject', { day: vars.day, count: vars.count }),
    paragraphs: [
      t('email.paymentsDailySummary.intro', { day: vars.day, count: vars.count }),
      ...vars.lines.flatMap(({ withholding, lira, ...line }) => [
        withholding
          ? t('email.paymentsDailySummary.lineWithholding', { ...line, withholding })
          : t('email.paymentsDailySummary.line', line),
        ...liraParagraph(t, lira),
      ]),
    ],
    action: { label: t('email.paymentsDailySummary.action'), url: vars.url },
  }),
};
