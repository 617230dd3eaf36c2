import type { ContentEntry, ContentInput } from '@kopru/domain/schemas/content';
import type { NewSiteContentRow, SiteContentRow } from '../../db/schema/site-content.ts';

type ContentColumns = Omit<NewSiteContentRow, 'id' | 'kind' | 'position' | 'createdAt' | 'updatedAt'>;

const blank = {
  titleEn: '',
  titleTr: '',
  authorName: '',
  authorRoleEn: '',
  authorRoleTr: '',
  linkUrl: '',
  linkLabelEn: '',
  linkLabelTr: '',
  startsAt: null,
  endsAt: null,
} satisfies Partial<ContentColumns>;

/** The columns of one entry; fields another kind uses are cleared so no stale text stays behind. */
export function columnsOf(input: ContentInput): ContentColumns {
  switch (input.kind) {
    case 'faq':
      return {
        ...blank,
        visible: input.visible,
        titleEn: input.question.en,
        titleTr: input.question.tr,
        bodyEn: input.answer.en,
        bodyTr: input.answer.tr,
      };
    case 'testimonial':
      return {
        ...blank,
        visible: input.visible,
        bodyEn: input.quote.en,
        bodyTr: input.quote.tr,
        authorName: input.authorName,
        authorRoleEn: input.authorRole.en,
        authorRoleTr: input.authorRole.tr,
      };
    case 'announcement':
      return {
        ...blank,
        visible: input.visible,
        bodyEn: input.message.en,
        bodyTr: input.message.tr,
        linkUrl: input.linkUrl,
        linkLabelEn: input.linkUrl ? input.linkLabel.en : '',
        linkLabelTr: input.linkUrl ? input.linkLabel.tr : '',
        startsAt: input.startsAt ? new Date(input.startsAt) : null,
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
      };
  }
}

export function toEntry(row: SiteContentRow): ContentEntry {
  const meta = {
    id: row.id,
    position: row.position,
    visible: row.visible,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  switch (row.kind) {
    case 'faq':
      return {
        ...meta,
        kind: 'faq',
        question: { en: row.titleEn, tr: row.titleTr },
        answer: { en: row.bodyEn, tr: row.bodyTr },
      };
    case 'testimonial':
      return {
        ...meta,
        kind: 'testimonial',
        quote: { en: row.bodyEn, tr: row.bodyTr },
        authorName: row.authorName,
        authorRole: { en: row.authorRoleEn, tr: row.authorRoleTr },
      };
    case 'announcement':
      return {
        ...meta,
        kind: 'announcement',
        message: { en: row.bodyEn, tr: row.bodyTr },
        linkUrl: row.linkUrl,
        linkLabel: { en: row.linkLabelEn, tr: row.linkLabelTr },
        startsAt: row.startsAt?.toISOString() ?? null,
        endsAt: row.endsAt?.toISOString() ?? null,
      };
  }
}
