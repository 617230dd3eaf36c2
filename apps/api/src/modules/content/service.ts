import { publicContentOf } from '@kopru/domain/content';
import { AppError } from '@kopru/domain/errors';
import { createId } from '@kopru/domain/ids';
import type { Locale } from '@kopru/domain/locale';
import type { AuditAction } from '@kopru/domain/schemas/audit';
import {
  type ContentEntry,
  type ContentInput,
  type ContentKind,
  type ContentReorderRequest,
  MAX_CONTENT_ENTRIES_PER_KIND,
  type PublicContent,
} from '@kopru/domain/schemas/content';
import type { AppContext } from '../../context.ts';
import type { Database, Executor } from '../../db/client.ts';
import { type Actor, userIdOf } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { withConfiguredTerms } from './configured-terms.ts';
import { defaultFaq, defaultTestimonials } from './defaults.ts';
import { columnsOf, toEntry } from './mapping.ts';
import {
  countContent,
  deleteContent,
  findContent,
  insertContent,
  listContent,
  lockDefaultContent,
  lockKind,
  setPosition,
  updateContent,
} from './repository.ts';

function audit(
  tx: Executor,
  actor: Actor,
  action: AuditAction,
  targetId: string | null,
  details: Record<string, unknown>,
) {
  return recordAudit(tx, {
    action,
    actorUserId: userIdOf(actor),
    actorEmail: actor.email,
    targetType: 'site_content',
    targetId,
    details,
    ipAddress: actor.ip,
  });
}

/** Entry as stored in audit details: the texts without the bookkeeping fields. */
function snapshot(entry: ContentEntry) {
  const { createdAt: _created, updatedAt: _updated, ...rest } = entry;
  return rest;
}

export async function listAllContent(ctx: AppContext): Promise<ContentEntry[]> {
  return (await listContent(ctx.db)).map(toEntry);
}

export async function getPublicContent(ctx: AppContext, locale: Locale): Promise<PublicContent> {
  const entries = (await listContent(ctx.db)).map(toEntry);
  return withConfiguredTerms(publicContentOf(entries, locale, ctx.clock.now()), ctx.env);
}

async function appendEntry(tx: Executor, input: ContentInput) {
  const existing = await lockKind(tx, input.kind);
  if (existing.length >= MAX_CONTENT_ENTRIES_PER_KIND) throw new AppError('content_limit_reached');
  const last = existing.at(-1);
  return insertContent(tx, {
    id: createId('cnt'),
    kind: input.kind,
    position: last ? last.position + 1 : 0,
    ...columnsOf(input),
  });
}

export async function createContent(
  ctx: AppContext,
  actor: Actor,
  input: ContentInput,
): Promise<ContentEntry> {
  return ctx.db.transaction(async (tx) => {
    const entry = toEntry(await appendEntry(tx, input));
    await audit(tx, actor, 'content.created', entry.id, { kind: entry.kind, after: snapshot(entry) });
    return entry;
  });
}

export async function replaceContent(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: ContentInput,
): Promise<ContentEntry> {
  return ctx.db.transaction(async (tx) => {
    const current = await findContent(tx, id, { lock: true });
    if (!current) throw new AppError('not_found');
    if (current.kind !== input.kind) {
      throw new AppError('validation_failed', { issues: [{ path: 'kind', message: 'validation.invalid' }] });
    }
    const updated = await updateContent(tx, id, columnsOf(input));
    if (!updated) throw new AppError('not_found');
    const entry = toEntry(updated);
    await audit(tx, actor, 'content.updated', id, {
      kind: entry.kind,
      before: snapshot(toEntry(current)),
      after: snapshot(entry),
    });
    return entry;
  });
}

export async function setContentVisibility(
  ctx: AppContext,
  actor: Actor,
  id: string,
  visible: boolean,
): Promise<ContentEntry> {
  return ctx.db.transaction(async (tx) => {
    const current = await findContent(tx, id, { lock: true });
    if (!current) throw new AppError('not_found');
    const updated = await updateContent(tx, id, { visible });
    if (!updated) throw new AppError('not_found');
    await audit(tx, actor, visible ? 'content.shown' : 'content.hidden', id, {
      kind: current.kind,
      before: { visible: current.visible },
      after: { visible },
    });
    return toEntry(updated);
  });
}

export async function removeContent(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const deleted = await deleteContent(tx, id);
    if (!deleted) throw new AppError('not_found');
    const entry = toEntry(deleted);
    await audit(tx, actor, 'content.deleted', id, { kind: entry.kind, before: snapshot(entry) });
  });
}

/** New order of one kind; `ids` must be exactly its current entries, else someone changed them meanwhile. */
export async function reorderContent(
  ctx: AppContext,
  actor: Actor,
  request: ContentReorderRequest,
): Promise<ContentEntry[]> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockKind(tx, request.kind);
    const currentIds = new Set(current.map((row) => row.id));
    const sameSet = current.length === request.ids.length && request.ids.every((id) => currentIds.has(id));
    if (!sameSet) throw new AppError('conflict', { reason: 'content_changed' });
    for (const [position, id] of request.ids.entries()) await setPosition(tx, request.kind, id, position);
    await audit(tx, actor, 'content.reordered', null, {
      kind: request.kind,
      before: current.map((row) => row.id),
      after: request.ids,
    });
    return (await listContent(tx, request.kind)).map(toEntry);
  });
}

/**
 * Inserts the default FAQ and testimonials for each kind that has no entries yet (first start,
 * or after every entry of a kind was deleted). Safe to call on every start and from tests.
 */
export async function ensureDefaultContent(db: Database): Promise<{ inserted: number }> {
  return db.transaction(async (tx) => {
    await lockDefaultContent(tx);
    let inserted = 0;
    const defaults: [ContentKind, ContentInput[]][] = [
      ['faq', defaultFaq()],
      ['testimonial', defaultTestimonials()],
    ];
    for (const [kind, inputs] of defaults) {
      if ((await countContent(tx, kind)) > 0) continue;
      for (const [position, input] of inputs.entries()) {
        await insertContent(tx, { id: createId('cnt'), kind, position, ...columnsOf(input) });
        inserted += 1;
      }
    }
    return { inserted };
  });
}
