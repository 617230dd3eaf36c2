import { AppError } from '@kopru/domain/errors';
import { createId } from '@kopru/domain/ids';
import {
  MAX_MERCHANT_DOMAINS,
  newVerificationToken,
  normalizeDomain,
  txtRecordsHold,
  verificationRecordName,
  verificationRecordValue,
} from '@kopru/domain/merchant-domains';
import type { AuditAction } from '@kopru/domain/schemas/audit';
import type { MerchantDomain, MerchantDomainList } from '@kopru/domain/schemas/merchant-domains';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { MerchantDomainRow } from '../../db/schema/merchant-domains.ts';
import type { MerchantActor, TxtResolver } from '../../ports.ts';
import { userIdOf } from '../../ports.ts';
import { lockMerchant } from '../api-keys/repository.ts';
import { recordAudit } from '../audit/repository.ts';
import {
  countDomains,
  deleteDomain,
  findDomain,
  insertDomain,
  listDomains,
  updateDomain,
} from './repository.ts';

function toMerchantDomain(row: MerchantDomainRow): MerchantDomain {
  return {
    id: row.id,
    domain: row.domain,
    recordName: verificationRecordName(row.domain),
    recordValue: verificationRecordValue(row.token),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function audit(
  db: Executor,
  actor: MerchantActor,
  action: AuditAction,
  row: MerchantDomainRow,
  details = {},
) {
  return recordAudit(db, {
    action,
    actorUserId: userIdOf(actor),
    actorEmail: actor.email,
    targetType: 'merchant_domain',
    targetId: row.id,
    merchantId: actor.merchantId,
    ipAddress: actor.ip,
    details: { domain: row.domain, ...details },
  });
}

export async function listMerchantDomains(ctx: AppContext, merchantId: string): Promise<MerchantDomainList> {
  return { data: (await listDomains(ctx.db, merchantId)).map(toMerchantDomain) };
}

/** Adds a domain to verify with a fresh token; 409 when the merchant has it or has the most. */
export async function addMerchantDomain(ctx: AppContext, actor: MerchantActor, input: { domain: string }) {
  const domain = normalizeDomain(input.domain);
  if (!domain)
    throw new AppError('validation_failed', {
      issues: [{ path: ['domain'], message: 'domains.errors.domain' }],
    });
  return ctx.db.transaction(async (tx) => {
    await lockMerchant(tx, actor.merchantId);
    if ((await countDomains(tx, actor.merchantId)) >= MAX_MERCHANT_DOMAINS)
      throw new AppError('domain_limit_reached', { limit: MAX_MERCHANT_DOMAINS });
    const row = await insertDomain(tx, {
      id: createId('dom'),
      merchantId: actor.merchantId,
      domain,
      token: newVerificationToken(),
      createdByUserId: userIdOf(actor),
      createdAt: ctx.clock.now(),
    });
    if (!row) throw new AppError('domain_already_added', { domain });
    await audit(tx, actor, 'merchant_domain.added', row);
    return toMerchantDomain(row);
  });
}

/** What DNS says about the record: found, absent, or no answer (a timeout, a refused query). */
async function lookUp(resolver: TxtResolver, row: MerchantDomainRow) {
  try {
    const records = await resolver.resolveTxt(verificationRecordName(row.domain));
    return txtRecordsHold(records, verificationRecordValue(row.token)) ? 'found' : 'record_not_found';
  } catch (error) {
    const code = (error as { code?: string }).code;
    // No such name, or a name without TXT records: the record is not there (yet).
    return code === 'ENOTFOUND' || code === 'ENODATA' ? 'record_not_found' : 'dns_failed';
  }
}

/**
 * Looks the TXT record up (outside any transaction: DNS may be slow) and marks the domain verified
 * when it holds the value; a domain verified before stays so until removed. 409 otherwise.
 */
export async function verifyMerchantDomain(ctx: AppContext, actor: MerchantActor, id: string) {
  const scope = { merchantId: actor.merchantId, id };
  const row = await findDomain(ctx.db, scope);
  if (!row) throw new AppError('not_found');
  const outcome = await lookUp(ctx.txtResolver, row);
  const now = ctx.clock.now();
  const verifies = outcome === 'found' && row.verifiedAt === null;
  const updated = await ctx.db.transaction(async (tx) => {
    const changed = await updateDomain(tx, scope, {
      lastCheckedAt: now,
      ...(verifies ? { verifiedAt: now } : {}),
    });
    if (!changed) throw new AppError('not_found');
    if (verifies) await audit(tx, actor, 'merchant_domain.verified', changed);
    return changed;
  });
  if (outcome !== 'found' && updated.verifiedAt === null)
    throw new AppError('domain_not_verified', {
      reason: outcome,
      recordName: verificationRecordName(row.domain),
    });
  return toMerchantDomain(updated);
}

export async function removeMerchantDomain(ctx: AppContext, actor: MerchantActor, id: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await deleteDomain(tx, { merchantId: actor.merchantId, id });
    if (!row) throw new AppError('not_found');
    await audit(tx, actor, 'merchant_domain.removed', row, { wasVerified: row.verifiedAt !== null });
    return { ok: true as const };
  });
}
