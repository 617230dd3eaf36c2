import { okSchema } from '../schemas/common.ts';
import {
  contentEntrySchema,
  contentIdParams,
  contentInputSchema,
  contentListResponse,
  contentReorderRequest,
  contentVisibilityRequest,
  publicContentQuery,
  publicContentResponse,
} from '../schemas/content.ts';
import { endpoint } from './endpoint.ts';

/** The landing page's texts, read by anyone. */
export const publicContent = endpoint({
  method: 'GET',
  path: '/api/public/content',
  query: publicContentQuery,
  responses: { 200: publicContentResponse },
  errors: [400],
  summary: 'FAQ, testimonials and the active announcement of the landing page, in one language',
  description: 'Empty Turkish texts are replaced by the English ones; `lang` tells which was used.',
  tags: ['public'],
});

const adminTags = ['admin'];

/** The admin's editing of the landing page's FAQ, testimonials and announcements. */
export const adminListContent = endpoint({
  method: 'GET',
  path: '/api/admin/content',
  responses: { 200: contentListResponse },
  errors: [401, 403],
  summary: 'Every FAQ entry, testimonial and announcement, hidden ones included',
  tags: adminTags,
});

export const adminCreateContent = endpoint({
  method: 'POST',
  path: '/api/admin/content',
  body: contentInputSchema,
  responses: { 201: contentEntrySchema },
  errors: [400, 401, 403, 409],
  summary: 'Add an entry at the end of its kind',
  tags: adminTags,
});

export const adminReplaceContent = endpoint({
  method: 'PUT',
  path: '/api/admin/content/:id',
  params: contentIdParams,
  body: contentInputSchema,
  responses: { 200: contentEntrySchema },
  errors: [400, 401, 403, 404],
  summary: 'Replace the texts of an entry (its kind cannot change)',
  tags: adminTags,
});

export const adminSetContentVisibility = endpoint({
  method: 'PATCH',
  path: '/api/admin/content/:id',
  params: contentIdParams,
  body: contentVisibilityRequest,
  responses: { 200: contentEntrySchema },
  errors: [400, 401, 403, 404],
  summary: 'Hide or show an entry',
  tags: adminTags,
});

export const adminDeleteContent = endpoint({
  method: 'DELETE',
  path: '/api/admin/content/:id',
  params: contentIdParams,
  responses: { 200: okSchema },
  errors: [401, 403, 404],
  summary: 'Delete an entry',
  tags: adminTags,
});

export const adminReorderContent = endpoint({
  method: 'POST',
  path: '/api/admin/content/reorder',
  body: contentReorderRequest,
  responses: { 200: contentListResponse },
  errors: [400, 401, 403, 409],
  summary: 'Put the entries of one kind in a new order',
  tags: adminTags,
});
