import type { z } from 'zod';
import type { Permission } from '../team.ts';

/**
 * One operation of the HTTP API, described once: the API registers its route from it
 * (apps/api/src/lib/contract-route.ts), the OpenAPI documents are generated from its schemas, and
 * the web apps call it with `call(endpoint, input)` (packages/api-client/src/client.ts), which
 * builds the URL from `path` and parses the answer with `responses`. Why our own table and not
 * ts-rest: docs/decisions/003-endpoint-contracts.md.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an error answer carries is the shared envelope; only its statuses are listed. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 428 | 429 | 500 | 502 | 503;

/** The merchant API (/v1) mount of an operation the dashboard also has: only these may differ. */
export interface V1Mount {
  /** Full path, `/v1/...`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  errors?: readonly ErrorStatus[];
  /** Unique in the /v1 document; clients generate method names from it. */
  operationId: string;
  description?: string;
}

/**
 * A file the answer's body is, byte for byte: one of `mediaTypes` (an uploaded document is of the
 * type detected at upload), named by a Content-Disposition header that shows it in the browser
 * (`inline`) or saves it (`attachment`). Documented as `format: binary` of each media type.
 */
export interface FileAnswer {
  file: { mediaTypes: readonly [string, ...string[]]; disposition: 'attachment' | 'inline' };
  description: string;
}

/**
 * An answer that is not JSON: a redirect (the browser follows `Location`), a page of a media type
 * (pages the payer's browser opens itself), or a file (downloads, documents). Decision 003.
 */
export type OtherAnswer =
  | { redirect: true; description: string }
  | { contentType: string; description: string }
  | FileAnswer;

/** A `FileAnswer`: `fileAnswer(['text/csv'], 'attachment', 'The statement as CSV')`. */
export function fileAnswer(
  mediaTypes: FileAnswer['file']['mediaTypes'],
  disposition: FileAnswer['file']['disposition'],
  description: string,
): FileAnswer {
  return { file: { mediaTypes, disposition }, description };
}

export interface Endpoint {
  method: Method;
  /** Full path with `:name` parameters, as the dashboard and checkout call it (`/api/...` or `/v1/...`). */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The success answers, by status. */
  responses: Partial<Record<200 | 201 | 202, z.ZodType>>;
  /** The answers without a JSON body, by status: redirects, HTML pages, files. */
  otherAnswers?: Partial<Record<200 | 302 | 303 | 404, OtherAnswer>>;
  errors?: readonly ErrorStatus[];
  summary: string;
  description?: string;
  tags?: readonly string[];
  /** Only for operations of the /v1 document (operation ids must be unique in one document). */
  operationId?: string;
  /** Set when the same operation is also served to secret keys under /v1. */
  v1?: V1Mount;
  /** Request media types other than JSON (`multipart/form-data` for uploads, which have no body schema). */
  consumes?: readonly string[];
  /** Not part of the OpenAPI document (the documents themselves, sandbox pages). */
  hidden?: boolean;
  /**
   * What the operation needs (packages/domain/src/team.ts): a member's role must allow it on the
   * dashboard path (the session guard), a key's permissions on /v1 (key-permissions.ts, checked
   * by the /v1 scope). Required on every merchant-console and every /v1 route.
   */
  permission?: Permission;
}

/** Keeps the literal types of a description (so `call` knows its input and answer). */
export function endpoint<const E extends Endpoint>(description: E): E {
  return description;
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What `call` and `urlOf` take: the path parameters, query and body the schemas accept. */
export type InputOf<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: undefined });

/** The parsed success answer of an endpoint. */
export type OutputOf<E extends Endpoint> = {
  [S in keyof E['responses']]: E['responses'][S] extends z.ZodType ? z.output<E['responses'][S]> : never;
}[keyof E['responses']];

/** The success answer as the server writes it (before serialisation). */
export type ReplyOf<E extends Endpoint> = {
  [S in keyof E['responses']]: E['responses'][S] extends z.ZodType ? z.input<E['responses'][S]> : never;
}[keyof E['responses']];

/** `/api/merchant/payment-links/:id` + `{ id: 'plink_1' }` -> `/api/merchant/payment-links/plink_1`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${path}: missing path parameter "${name}"`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The query string of an input (empty values left out), with its leading `?`, or ''. */
export function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
