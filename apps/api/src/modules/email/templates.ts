import type { Locale } from '@kopru/domain/locale';
import type { ChangedValue } from '@kopru/domain/schemas/identity-changes';
import type { MemberRole } from '@kopru/domain/team';
import { catalogs } from '@kopru/i18n/catalog';
import { createTranslator } from '@kopru/i18n/translate';
import type { EmailContent, EmailSender, Translate } from './content.ts';
import { paidTemplates } from './paid-templates.ts';
import { registrationTemplates } from './registration-templates.ts';

/** Payout e-mails: amount and business days already formatted in the recipient's language. */
type PayoutVars = {
  reference: string;
  amount: string;
  bank: string;
  iban: string;
  days: string;
  url: string;
};

/** The payer's receipt: amount and date already formatted in the payer's language. */
type ReceiptVars = {
  merchant: string;
  product: string;
  amount: string;
  date: string;
  brand: string;
  last4: string;
  transaction: string;
  url: string;
  /** The merchant and its brand: optional so e-mails queued before brands render as they were. */
  sender?: EmailSender;
};

/** Dispute e-mails to the merchant: amounts and the deadline already formatted in its language. */
type DisputeVars = { reference: string; amount: string; fee: string; dueBy: string; url: string };

/** Each template turns its variables into content in the recipient's language. */
/** A currency account request: the masked IBAN asked for, or null to remove the account. */
/** `paidByAcquirer`: marketplace mode (decision 011), iyzico pays the merchant; nothing is withdrawn. */
type CurrencyAccountVars = {
  company: string;
  currency: string;
  ibanMasked: string | null;
  paidByAcquirer: boolean;
};
const currencyAccount = (
  t: Translate,
  { company, currency, ibanMasked, paidByAcquirer }: CurrencyAccountVars,
) => ({
  company,
  account:
    ibanMasked === null
      ? t(paidByAcquirer ? 'email.currencyIbanAccount.removedIyzico' : 'email.currencyIbanAccount.removed', {
          currency,
        })
      : t(paidByAcquirer ? 'email.currencyIbanAccount.setIyzico' : 'email.currencyIbanAccount.set', {
          currency,
          iban: ibanMasked,
        }),
});

/** The link to the payouts page, named as the page is in each mode. */
const currencyAccountAction = (t: Translate, paidByAcquirer: boolean) =>
  t(
    paidByAcquirer
      ? 'email.currencyIbanChangeApproved.actionIyzico'
      : 'email.currencyIbanChangeApproved.action',
  );

const templates = {
  ...registrationTemplates,
  resetPassword: (t: Translate, vars: { url: string }): EmailContent => ({
    subject: t('email.resetPassword.subject'),
    paragraphs: [t('email.resetPassword.intro'), t('email.resetPassword.expiry'), t('email.ignore')],
    action: { label: t('email.resetPassword.action'), url: vars.url, secret: true },
  }),
  passwordChanged: (t: Translate): EmailContent => ({
    subject: t('email.passwordChanged.subject'),
    paragraphs: [t('email.passwordChanged.intro'), t('email.passwordChanged.warning')],
  }),
  twoFactorEnabled: (t: Translate): EmailContent => ({
    subject: t('email.twoFactorEnabled.subject'),
    paragraphs: [t('email.twoFactorEnabled.intro'), t('email.twoFactorEnabled.warning')],
  }),
  twoFactorDisabled: (t: Translate): EmailContent => ({
    subject: t('email.twoFactorDisabled.subject'),
    paragraphs: [t('email.twoFactorDisabled.intro'), t('email.twoFactorDisabled.warning')],
  }),
  newDeviceSignIn: (
    t: Translate,
    vars: { browser: string; os: string; ip: string; sessionsUrl: string; resetUrl: string },
  ): EmailContent => {
    const device =
      vars.browser && vars.os
        ? t('email.newDeviceSignIn.browserOn', vars)
        : vars.browser || vars.os || t('email.newDeviceSignIn.unknownDevice');
    return {
      subject: t('email.newDeviceSignIn.subject'),
      paragraphs: [
        t('email.newDeviceSignIn.intro'),
        t('email.newDeviceSignIn.device', { device, ip: vars.ip }),
        t('email.newDeviceSignIn.ifYou'),
        t('email.newDeviceSignIn.warning', { resetUrl: vars.resetUrl }),
      ],
      action: { label: t('email.newDeviceSignIn.action'), url: vars.sessionsUrl },
    };
  },
  apiKeyCreated: (
    t: Translate,
    vars: {
      name: string;
      hint: string;
      mode: 'test' | 'live';
      creator: string;
      url: string;
      resetUrl: string;
    },
  ): EmailContent => ({
    subject: t('email.apiKeyCreated.subject', vars),
    paragraphs: [
      t('email.apiKeyCreated.intro', vars),
      t('email.apiKeyCreated.details', { ...vars, mode: t(`email.apiKeyCreated.modes.${vars.mode}`) }),
      t('email.apiKeyCreated.warning', { resetUrl: vars.resetUrl }),
    ],
    action: { label: t('email.apiKeyCreated.action'), url: vars.url },
  }),
  apiKeysRevoked: (
    t: Translate,
    vars: { member: string; role: MemberRole | null; keys: string; url: string },
  ): EmailContent => ({
    subject: t('email.apiKeysRevoked.subject', { member: vars.member }),
    paragraphs: [
      vars.role === null
        ? t('email.apiKeysRevoked.removed', { member: vars.member, keys: vars.keys })
        : t('email.apiKeysRevoked.roleChanged', {
            member: vars.member,
            keys: vars.keys,
            role: t(`email.teamRoles.${vars.role}`),
          }),
      t('email.apiKeysRevoked.after'),
    ],
    action: { label: t('email.apiKeysRevoked.action'), url: vars.url },
  }),
  webhookEndpointsStopped: (
    t: Translate,
    vars: { member: string; role: MemberRole | null; endpoints: string; url: string },
  ): EmailContent => ({
    subject: t('email.webhookEndpointsStopped.subject', { member: vars.member }),
    paragraphs: [
      vars.role === null
        ? t('email.webhookEndpointsStopped.removed', { member: vars.member, endpoints: vars.endpoints })
        : t('email.webhookEndpointsStopped.roleChanged', {
            member: vars.member,
            endpoints: vars.endpoints,
            role: t(`email.teamRoles.${vars.role}`),
          }),
      t('email.webhookEndpointsStopped.after'),
    ],
    action: { label: t('email.webhookEndpointsStopped.action'), url: vars.url },
  }),
  signInLocked: (t: Translate, vars: { url: string }): EmailContent => ({
    subject: t('email.signInLocked.subject'),
    paragraphs: [
      t('email.signInLocked.intro'),
      t('email.signInLocked.wait'),
      t('email.signInLocked.warning'),
    ],
    action: { label: t('email.signInLocked.action'), url: vars.url },
  }),
  /** `replaced`: what the pending request this one withdrew asked for. */
  identityChangeRequested: (
    t: Translate,
    vars: {
      company: string;
      requested: string;
      replaced?: { companyName: string; taxId: string; authPersonName: string };
      /** Each value asked for beside the one in force (absent in e-mails queued before it was added). */
      changes?: ChangedValue[];
    },
  ): EmailContent => ({
    subject: t(
      vars.replaced
        ? 'email.identityChangeRequested.subjectReplaced'
        : 'email.identityChangeRequested.subject',
    ),
    paragraphs: [
      t('email.identityChangeRequested.intro', { company: vars.company, requested: vars.requested }),
      ...(vars.changes ?? []).map((change) =>
        t('email.identityChangeRequested.change', {
          field: t(`email.identityChangeRequested.fields.${change.field}`),
          current: change.current ?? t('email.identityChangeRequested.notGiven'),
          requested: change.requested,
        }),
      ),
      ...(vars.replaced
        ? [
            t('email.identityChangeRequested.replaced', {
              previous: t('email.identityChangeRequested.previous', vars.replaced),
            }),
          ]
        : []),
      t('email.identityChangeRequested.meanwhile', { company: vars.company }),
      t('email.identityChangeRequested.warning'),
    ],
  }),
  identityChangeApproved: (t: Translate, vars: { company: string; url: string }): EmailContent => ({
    subject: t('email.identityChangeApproved.subject'),
    paragraphs: [t('email.identityChangeApproved.intro', { company: vars.company })],
    action: { label: t('email.identityChangeApproved.action'), url: vars.url },
  }),
  identityChangeRejected: (
    t: Translate,
    vars: { company: string; reason: string; url: string },
  ): EmailContent => ({
    subject: t('email.identityChangeRejected.subject'),
    paragraphs: [
      t('email.identityChangeRejected.intro', { company: vars.company }),
      t('email.identityChangeRejected.reason', { reason: vars.reason }),
    ],
    action: { label: t('email.identityChangeApproved.action'), url: vars.url },
  }),
  /** `replaced`: the pending request this one withdrew, and what it asked for. */
  currencyIbanChangeRequested: (
    t: Translate,
    vars: CurrencyAccountVars & { replaced?: { ibanMasked: string | null } },
  ): EmailContent => ({
    subject: t(
      vars.replaced
        ? 'email.currencyIbanChangeRequested.subjectReplaced'
        : 'email.currencyIbanChangeRequested.subject',
      { currency: vars.currency },
    ),
    paragraphs: [
      t('email.currencyIbanChangeRequested.intro', currencyAccount(t, vars)),
      ...(vars.replaced
        ? [
            t('email.currencyIbanChangeRequested.replaced', {
              previous: currencyAccount(t, { ...vars, ibanMasked: vars.replaced.ibanMasked }).account,
            }),
          ]
        : []),
      vars.paidByAcquirer
        ? t('email.currencyIbanChangeRequested.meanwhileIyzico')
        : t('email.currencyIbanChangeRequested.meanwhile', { currency: vars.currency }),
      t('email.currencyIbanChangeRequested.warning'),
    ],
  }),
  currencyIbanChangeApproved: (t: Translate, vars: CurrencyAccountVars & { url: string }): EmailContent => ({
    subject: t('email.currencyIbanChangeApproved.subject', { currency: vars.currency }),
    paragraphs: [t('email.currencyIbanChangeApproved.intro', currencyAccount(t, vars))],
    action: { label: currencyAccountAction(t, vars.paidByAcquirer), url: vars.url },
  }),
  currencyIbanChangeRejected: (
    t: Translate,
    vars: { company: string; currency: string; reason: string; url: string; paidByAcquirer: boolean },
  ): EmailContent => ({
    subject: t('email.currencyIbanChangeRejected.subject', { currency: vars.currency }),
    paragraphs: [
      t(
        vars.paidByAcquirer
          ? 'email.currencyIbanChangeRejected.introIyzico'
          : 'email.currencyIbanChangeRejected.intro',
        { company: vars.company, currency: vars.currency },
      ),
      t('email.currencyIbanChangeRejected.reason', { reason: vars.reason }),
    ],
    action: { label: currencyAccountAction(t, vars.paidByAcquirer), url: vars.url },
  }),
  welcome: (t: Translate, vars: { company: string; url: string }): EmailContent => ({
    subject: t('email.welcome.subject'),
    paragraphs: [t('email.welcome.intro', vars), t('email.welcome.next')],
    action: { label: t('email.welcome.action'), url: vars.url },
  }),
  confirmEmail: (
    t: Translate,
    vars: { company: string; hours: string; days: string; url: string },
  ): EmailContent => ({
    subject: t('email.confirmEmail.subject'),
    paragraphs: [
      t('email.confirmEmail.intro', { company: vars.company }),
      t('email.confirmEmail.until'),
      t('email.confirmEmail.expiry', { hours: vars.hours, days: vars.days }),
      t('email.ignore'),
    ],
    action: { label: t('email.confirmEmail.action'), url: vars.url, secret: true },
  }),
  signUpAttempt: (t: Translate, vars: { url: string }): EmailContent => ({
    subject: t('email.signUpAttempt.subject'),
    paragraphs: [
      t('email.signUpAttempt.intro'),
      t('email.signUpAttempt.ifYou'),
      t('email.signUpAttempt.ifNot'),
    ],
    action: { label: t('email.signUpAttempt.action'), url: vars.url },
  }),
  teamInvitation: (
    t: Translate,
    vars: { company: string; inviter: string; role: MemberRole; days: string; url: string },
  ): EmailContent => ({
    subject: t('email.teamInvitation.subject', { company: vars.company }),
    paragraphs: [
      t('email.teamInvitation.intro', { inviter: vars.inviter, company: vars.company }),
      t('email.teamInvitation.role', { role: t(`email.teamRoles.${vars.role}`) }),
      t('email.teamInvitation.expiry', { days: vars.days }),
    ],
    action: { label: t('email.teamInvitation.action'), url: vars.url, secret: true },
  }),
  teamTwoFactorRequired: (
    t: Translate,
    vars: { company: string; owner: string; enabled: 'yes' | 'no'; url: string },
  ): EmailContent => ({
    subject: t('email.teamTwoFactorRequired.subject', { company: vars.company }),
    paragraphs: [
      t('email.teamTwoFactorRequired.intro', { owner: vars.owner, company: vars.company }),
      t(`email.teamTwoFactorRequired.${vars.enabled}`, { company: vars.company }),
    ],
    action: { label: t('email.teamTwoFactorRequired.action'), url: vars.url },
  }),
  adminInvitation: (t: Translate, vars: { url: string; inviter: string }): EmailContent => ({
    subject: t('email.adminInvitation.subject'),
    paragraphs: [
      t('email.adminInvitation.intro', { inviter: vars.inviter }),
      t('email.adminInvitation.expiry'),
      t('email.adminInvitation.expired'),
    ],
    action: { label: t('email.adminInvitation.action'), url: vars.url, secret: true },
  }),
  merchantSuspended: (t: Translate, vars: { company: string; reason: string }): EmailContent => ({
    subject: t('email.merchantSuspended.subject'),
    paragraphs: [
      t('email.merchantSuspended.intro', { company: vars.company }),
      t('email.merchantSuspended.reason', { reason: vars.reason }),
      t('email.merchantSuspended.effects'),
      t('email.merchantSuspended.contact'),
    ],
  }),
  merchantUnsuspended: (t: Translate, vars: { company: string; url: string }): EmailContent => ({
    subject: t('email.merchantUnsuspended.subject'),
    paragraphs: [t('email.merchantUnsuspended.intro', { company: vars.company })],
    action: { label: t('email.merchantUnsuspended.action'), url: vars.url },
  }),
  /** `paidByAcquirer`: marketplace mode (decision 011), iyzico pays the merchant; nothing is requested. */
  kycApproved: (
    t: Translate,
    vars: { company: string; url: string; paidByAcquirer: boolean },
  ): EmailContent => ({
    subject: t('email.kycApproved.subject'),
    paragraphs: [
      t('email.kycApproved.intro', { company: vars.company }),
      t(vars.paidByAcquirer ? 'email.kycApproved.nextIyzico' : 'email.kycApproved.next'),
    ],
    action: { label: t('email.kycApproved.action'), url: vars.url },
  }),
  kycRejected: (t: Translate, vars: { company: string; reason: string; url: string }): EmailContent => ({
    subject: t('email.kycRejected.subject'),
    paragraphs: [
      t('email.kycRejected.intro', { company: vars.company }),
      t('email.kycRejected.reason', { reason: vars.reason }),
      t('email.kycRejected.next'),
    ],
    action: { label: t('email.kycRejected.action'), url: vars.url },
  }),
  webhookEndpointDisabled: (
    t: Translate,
    vars: { url: string; reason: 'gone' | 'failing'; since: string; dashboardUrl: string },
  ): EmailContent => ({
    subject: t('email.webhookEndpointDisabled.subject'),
    paragraphs: [
      t('email.webhookEndpointDisabled.intro', { url: vars.url }),
      t(`email.webhookEndpointDisabled.${vars.reason}`, { since: vars.since }),
      t('email.webhookEndpointDisabled.next'),
    ],
    action: { label: t('email.webhookEndpointDisabled.action'), url: vars.dashboardUrl },
  }),
  payoutRequested: (t: Translate, vars: PayoutVars): EmailContent => ({
    subject: t('email.payoutRequested.subject', vars),
    paragraphs: [
      t('email.payoutRequested.intro', vars),
      t('email.payoutDestination', vars),
      t('email.payoutRequested.next', vars),
    ],
    action: { label: t('email.payoutAction'), url: vars.url },
  }),
  payoutApproved: (t: Translate, vars: PayoutVars): EmailContent => ({
    subject: t('email.payoutApproved.subject', vars),
    paragraphs: [
      t('email.payoutApproved.intro', vars),
      t('email.payoutDestination', vars),
      t('email.payoutApproved.next', vars),
    ],
    action: { label: t('email.payoutAction'), url: vars.url },
  }),
  payoutPaid: (t: Translate, vars: PayoutVars & { bankReference: string }): EmailContent => ({
    subject: t('email.payoutPaid.subject', vars),
    paragraphs: [
      t('email.payoutPaid.intro', vars),
      t('email.payoutDestination', vars),
      t('email.payoutPaid.bankReference', vars),
      t('email.payoutPaid.next', vars),
    ],
    action: { label: t('email.payoutAction'), url: vars.url },
  }),
  payoutRejected: (t: Translate, vars: PayoutVars & { reason: string }): EmailContent => ({
    subject: t('email.payoutRejected.subject', vars),
    paragraphs: [
      t('email.payoutRejected.intro', vars),
      t('email.payoutReason', vars),
      t('email.payoutMoneyBack'),
    ],
    action: { label: t('email.payoutAction'), url: vars.url },
  }),
  payoutFailed: (t: Translate, vars: PayoutVars & { reason: string }): EmailContent => ({
    subject: t('email.payoutFailed.subject', vars),
    paragraphs: [
      t('email.payoutFailed.intro', vars),
      t('email.payoutReason', vars),
      t('email.payoutMoneyBack'),
      t('email.payoutFailed.next'),
    ],
    action: { label: t('email.payoutAction'), url: vars.url },
  }),
  disputeOpened: (t: Translate, vars: DisputeVars): EmailContent => ({
    subject: t('email.disputeOpened.subject', vars),
    paragraphs: [t('email.disputeOpened.intro', vars), t('email.disputeOpened.deadline', vars)],
    action: { label: t('email.disputeAction'), url: vars.url },
  }),
  disputeEvidenceReceived: (t: Translate, vars: DisputeVars): EmailContent => ({
    subject: t('email.disputeEvidenceReceived.subject', vars),
    paragraphs: [t('email.disputeEvidenceReceived.intro', vars), t('email.disputeEvidenceReceived.next')],
    action: { label: t('email.disputeAction'), url: vars.url },
  }),
  disputeWon: (t: Translate, vars: DisputeVars): EmailContent => ({
    subject: t('email.disputeWon.subject', vars),
    paragraphs: [t('email.disputeWon.intro', vars)],
    action: { label: t('email.disputeAction'), url: vars.url },
  }),
  disputeLost: (t: Translate, vars: DisputeVars): EmailContent => ({
    subject: t('email.disputeLost.subject', vars),
    paragraphs: [t('email.disputeLost.intro', vars)],
    action: { label: t('email.disputeAction'), url: vars.url },
  }),
  refundIssued: (
    t: Translate,
    vars: { merchant: string; amount: string; paid: string; product: string; reference: string },
  ): EmailContent => ({
    subject: t('email.refundIssued.subject', vars),
    paragraphs: [
      t('email.refundIssued.intro', vars),
      t('email.refundIssued.reference', vars),
      t('email.refundIssued.timing'),
      t('email.refundIssued.contact', vars),
    ],
  }),
  payoutCancelled: (t: Translate, vars: PayoutVars): EmailContent => ({
    subject: t('email.payoutCancelled.subject', vars),
    paragraphs: [t('email.payoutCancelled.intro', vars), t('email.payoutMoneyBack')],
    action: { label: t('email.payoutAction'), url: vars.url },
  }),
  paymentReceipt: (t: Translate, { sender, ...vars }: ReceiptVars): EmailContent => ({
    subject: t('email.paymentReceipt.subject', vars),
    paragraphs: [
      t('email.paymentReceipt.intro', vars),
      t('email.paymentReceipt.product', vars),
      t('email.paymentReceipt.amount', vars),
      t('email.paymentReceipt.date', vars),
      t('email.paymentReceipt.card', vars),
      t('email.paymentReceipt.transaction', vars),
    ],
    action: { label: t('email.paymentReceipt.action'), url: vars.url },
    ...(sender ? { sender } : {}),
  }),
  exportProceedsDue: (
    t: Translate,
    vars: { transaction: string; goods: string; amount: string; days: string; deadline: string; url: string },
  ): EmailContent => ({
    subject: t('email.exportProceedsDue.subject', vars),
    paragraphs: [
      t('email.exportProceedsDue.intro', vars),
      t('email.exportProceedsDue.rule', vars),
      t('email.exportProceedsDue.notDecided'),
    ],
    action: { label: t('email.exportProceedsDue.action'), url: vars.url },
  }),
  ...paidTemplates,
};

export type EmailTemplates = typeof templates;
export type TemplateName = keyof EmailTemplates;
export type TemplateVars<N extends TemplateName> = Parameters<EmailTemplates[N]>[1] extends undefined
  ? Record<string, never>
  : Parameters<EmailTemplates[N]>[1];

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  links: string[];
  /**
   * Set when the action link carries a token: the same e-mail with the link replaced by a note
   * that it went only to the recipient. This is what the outbox keeps and shows.
   */
  withheld: { text: string; html: string } | null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Köprü's own button colour (brand-700), used when the sender has none. */
const KOPRU_COLOR = '#0f766e';

/** The merchant's logo, or its name, above the greeting; nothing for Köprü's own e-mails. */
function senderHeader(sender: EmailSender | undefined): string {
  if (!sender) return '';
  const name = escapeHtml(sender.name);
  const mark = sender.logo
    ? `<img src="${escapeHtml(sender.logo.url)}" width="${sender.logo.width}" height="${sender.logo.height}" alt="${name}" style="display:block;border:0">`
    : `<strong style="font-size:18px">${name}</strong>`;
  return `<div style="padding-bottom:12px;margin-bottom:16px;border-bottom:3px solid ${sender.color ?? KOPRU_COLOR}">${mark}</div>`;
}

function layout(
  locale: Locale,
  t: Translate,
  content: Pick<EmailContent, 'paragraphs' | 'sender'>,
  action: string,
): string {
  const body = content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const footer = content.sender ? `${t('email.paymentsBy')} · ${t('email.footer')}` : t('email.footer');
  return `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">${senderHeader(content.sender)}<p>${escapeHtml(t('email.greeting'))}</p>${body}${action}<hr style="border:none;border-top:1px solid #e2e8f0"><p style="font-size:12px;color:#64748b">${escapeHtml(footer)}</p></body></html>`;
}

export function renderEmail<N extends TemplateName>(
  name: N,
  locale: Locale,
  vars: TemplateVars<N>,
): RenderedEmail {
  const t = createTranslator(catalogs, locale);
  const render = templates[name] as (t: Translate, vars: TemplateVars<N>) => EmailContent;
  const content = render(t, vars);
  const footer = ['--', ...(content.sender ? [t('email.paymentsBy')] : []), t('email.footer')];
  const intro = [t('email.greeting'), ...content.paragraphs];
  const { action } = content;
  const text = [...intro, ...(action ? [`${action.label}: ${action.url}`] : []), ...footer].join('\n\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${content.sender?.color ?? KOPRU_COLOR};color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#64748b;word-break:break-all">${escapeHtml(action.url)}</p>`
    : '';
  const note = t('email.linkWithheld', { label: action?.label ?? '' });
  return {
    subject: content.subject,
    text,
    html: layout(locale, t, content, button),
    links: action ? [action.url] : [],
    withheld: action?.secret
      ? {
          text: [...intro, note, ...footer].join('\n\n'),
          html: layout(locale, t, content, `<p><em>${escapeHtml(note)}</em></p>`),
        }
      : null,
  };
}
