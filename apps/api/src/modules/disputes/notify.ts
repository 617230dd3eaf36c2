import { formatDate, formatMoney } from '@kopru/i18n/format';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { DisputeRow } from '../../db/schema/disputes.ts';
import { emailOwners } from '../members/email-owners.ts';

export type DisputeTemplate = 'disputeOpened' | 'disputeEvidenceReceived' | 'disputeWon' | 'disputeLost';

/** E-mails the merchant's owners about a step of a dispute, each in its language, in the caller's transaction. */
export async function emailDispute(
  ctx: AppContext,
  tx: Executor,
  dispute: DisputeRow,
  paymentReference: string,
  template: DisputeTemplate,
): Promise<void> {
  await emailOwners(ctx, tx, dispute.merchantId, template, (locale) => ({
    reference: paymentReference,
    amount: formatMoney(dispute.amount, dispute.currency, locale),
    fee: formatMoney(dispute.fee, dispute.currency, locale),
    dueBy: formatDate(dispute.evidenceDueBy, locale),
    url: `${ctx.env.MERCHANT_ORIGIN}/sme/dashboard/disputes/${dispute.id}`,
  }));
}
