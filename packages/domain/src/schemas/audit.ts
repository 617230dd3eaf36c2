import { z } from 'zod';
import { isoDateTime, listQuerySchema, listResponseSchema } from './common.ts';

/** Actions the platform records; the filter also offers any other action found in the log. */
export const knownAuditActions = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_in_locked',
  'auth.sign_in_lock_cleared',
  'auth.password_changed',
  'auth.password_reset_requested',
  'auth.password_reset',
  'auth.two_factor_challenged',
  'auth.two_factor_setup_started',
  'auth.two_factor_enabled',
  'auth.two_factor_disabled',
  'auth.two_factor_backup_codes_regenerated',
  'auth.two_factor_backup_code_used',
  'auth.session_ended',
  'auth.other_sessions_ended',
  'auth.new_device_sign_in',
  'auth.email_confirmed',
  'auth.email_confirmation_resent',
  'auth.sign_up_with_taken_email',
  'auth.unconfirmed_account_deleted',
  'auth.account_reactivated',
  'auth.account_deleted',
  'merchant.registered',
  'merchant.email_confirmed_by_admin',
  'merchant.profile_updated',
  'merchant.brand_updated',
  'merchant.identity_change_requested',
  'merchant.identity_change_approved',
  'merchant.identity_change_rejected',
  'merchant.currency_iban_change_requested',
  'merchant.currency_iban_change_approved',
  'merchant.currency_iban_change_rejected',
  'merchant.currency_iban_change_withdrawn',
  'merchant.updated',
  'merchant.suspended',
  'merchant.unsuspended',
  'merchant.sub_merchant_requeued',
  'merchant.settlement_currency_changed',
  'merchant.release_terms_changed',
  'admin.invited',
  'admin.deactivated',
  'admin.reactivated',
  'admin.created_from_cli',
  'admin.reset_from_cli',
  'admin.two_factor_reset_from_cli',
  'admin.sessions_ended',
  'team.member_invited',
  'team.invitation_revoked',
  'team.invitation_accepted',
  'team.member_role_changed',
  'team.member_removed',
  'team.two_factor_required',
  'team.two_factor_not_required',
  'kyc.submitted',
  'kyc.approved',
  'kyc.rejected',
  'payout.requested',
  'payout.cancelled',
  'payout.approved',
  'payout.paid',
  'payout.rejected',
  'payout.failed',
  'payout_schedule.updated',
  'exchange_rate.entered',
  'export_record.updated',
  'refund.created',
  'payment.reconcile_requeued',
  'refund.reconcile_requeued',
  'payment.release_requeued',
  'dispute.evidence_submitted',
  'dispute.won',
  'dispute.lost',
  'content.created',
  'content.updated',
  'content.shown',
  'content.hidden',
  'content.deleted',
  'content.reordered',
  'api_key.created',
  'api_key.rolled',
  'api_key.revoked',
  'merchant_domain.added',
  'merchant_domain.verified',
  'merchant_domain.removed',
  'webhook_endpoint.created',
  'webhook_endpoint.updated',
  'webhook_endpoint.enabled',
  'webhook_endpoint.disabled',
  'webhook_endpoint.deleted',
  'webhook_endpoint.secret_regenerated',
  'webhook_delivery.resent',
  'webhook_delivery.resent_failed',
] as const;
export type AuditAction = (typeof knownAuditActions)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actorUserId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  merchantId: z.string().nullable(),
  /** Company name of `merchantId`, for display. */
  merchantName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ipAddress: z.string().nullable(),
  createdAt: isoDateTime,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = listQuerySchema.extend({
  /** A user id (usr_…), or part of the actor's e-mail. */
  actor: z.string().trim().max(254).optional(),
  action: z.string().trim().max(100).optional(),
  /** The id of the thing acted on (mer_…, usr_…). */
  target: z.string().trim().max(64).optional(),
  /** Everything about one merchant: rows tagged with it and the actions of and on its user. */
  merchantId: z.string().trim().max(64).optional(),
  /** Inclusive lower bound. */
  from: isoDateTime.optional(),
  /** Exclusive upper bound. */
  to: isoDateTime.optional(),
});
export type AuditQuery = Partial<z.infer<typeof auditQuerySchema>>;

export const auditListResponse = listResponseSchema(auditEntrySchema);
export type AuditList = z.infer<typeof auditListResponse>;

export const auditActionsResponse = z.object({ data: z.array(z.string()) });
export type AuditActions = z.infer<typeof auditActionsResponse>;
