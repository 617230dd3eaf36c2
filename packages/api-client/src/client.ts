import {
  type Endpoint,
  fillPath,
  type InputOf,
  type OutputOf,
  queryString,
} from '@kopru/domain/contracts/endpoint';
import type { ErrorCode, ValidationIssue } from '@kopru/domain/errors';

/**
 * An error answered by the API (its envelope), `network_error` when no answer came, or
 * `unexpected_response` when a success answer does not match the endpoint's response schema.
 */
export type ClientErrorCode = ErrorCode | 'network_error' | 'unexpected_response';

export class ApiError extends Error {
  readonly code: ClientErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;
  readonly requestId: string | undefined;

  constructor(code: ClientErrorCode, status: number, details?: Record<string, unknown>, requestId?: string) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
    this.requestId = requestId;
  }

  /** Field errors of a validation_failed answer: path -> i18n key. */
  get fieldErrors(): Record<string, string> {
    const issues = (this.details?.issues ?? []) as ValidationIssue[];
    const out: Record<string, string> = {};
    for (const issue of issues) out[issue.path] ??= issue.message;
    return out;
  }
}

let baseUrl = '';

/** Sets where the API lives; '' means the same origin as the page. */
export function configureApi(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl.replace(/\/$/, '');
}

interface SendOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The ApiError of a failed answer, from its status and parsed JSON body. */
export function apiErrorFrom(status: number, data: unknown): ApiError {
  const envelope = (
    data as
      | { error?: { code?: ErrorCode; details?: Record<string, unknown>; requestId?: string } }
      | undefined
  )?.error;
  return new ApiError(envelope?.code ?? 'internal_error', status, envelope?.details, envelope?.requestId);
}

/** Sends a request and reads its JSON answer; an error status or no answer throws ApiError. */
async function send(
  method: string,
  url: string,
  options: SendOptions,
): Promise<{ status: number; data: unknown }> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network_error', 0);
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) throw apiErrorFrom(response.status, data);
  return { status: response.status, data };
}

/** The path parameters and query of a call, without its body. */
export type UrlInput<E extends Endpoint> = Omit<InputOf<E>, 'body'>;

type Args<I> = object extends I ? [input?: I] : [input: I];

/** Absolute URL of an endpoint for links and downloads the browser opens itself. */
export function urlOf<E extends Endpoint>(endpoint: E, ...[input]: Args<UrlInput<E>>): string {
  const { params, query } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
  };
  return `${baseUrl}${fillPath(endpoint.path, params)}${queryString(query)}`;
}

export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls an endpoint described in packages/domain/src/contracts: builds its URL from the path
 * parameters and query, sends the body, and parses the answer with the response schema of its
 * status. An answer that does not match is logged and thrown as ApiError `unexpected_response`,
 * so a field renamed on the server shows as an error instead of an empty screen.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: [...Args<InputOf<E>>, options?: CallOptions]
): Promise<OutputOf<E>> {
  const { status, data } = await send(endpoint.method, urlOf(endpoint, input as UrlInput<E>), {
    body: (input as { body?: unknown } | undefined)?.body,
    ...options,
  });
  return parseAnswer(endpoint, status, data);
}

/** A success answer of `endpoint` parsed with its response schema; a mismatch is logged and thrown. */
export function parseAnswer<E extends Endpoint>(endpoint: E, status: number, data: unknown): OutputOf<E> {
  const schema = endpoint.responses[status as keyof Endpoint['responses']];
  const parsed = schema?.safeParse(data);
  if (!parsed?.success) {
    const problem = parsed ? parsed.error.issues : `status ${status} is not described`;
    console.error(`${endpoint.method} ${endpoint.path}: the answer does not match its contract`, problem);
    throw new ApiError('unexpected_response', status);
  }
  return parsed.data as OutputOf<E>;
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A write the server refused because of the page's address (its Origin check). */
export function isOriginRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'forbidden' && error.details?.reason === 'origin';
}

let serverAddress: string | undefined;

let origin: { of: Location; is: string } | undefined;
/**
 * The page's own origin, read once per `location`: it cannot change while the page is open, and
 * i18next reads addressVariables below for every text it interpolates (a legal page's hundreds:
 * location.origin each time was about 25 ms of its render on a slow phone's CPU).
 */
function pageOrigin(): string {
  if (typeof location === 'undefined') return '';
  if (origin?.of !== location) origin = { of: location, is: location.origin };
  return origin.is;
}

/**
 * Where the server says its pages are opened (its PUBLIC_URL, named in an Origin refusal), for
 * the message that tells the user which address to open; the page's own address until then.
 */
export function expectedAddress(): string {
  return serverAddress ?? pageOrigin();
}

/** The catalog key of the message to show for any error thrown by a request. */
export function errorMessageKey(error: unknown): string {
  if (isOriginRefusal(error)) {
    if (typeof error.details?.address === 'string') serverAddress = error.details.address;
    // Opened at the very address the server names: its view of itself is off (a proxy).
    const here = pageOrigin();
    return expectedAddress() === here ? 'errors.forbidden_origin_proxy' : 'errors.forbidden_origin';
  }
  if (error instanceof ApiError) return `errors.${error.code}`;
  return 'errors.internal_error';
}

/** What the Origin-refusal messages name, read each time a message is shown. */
export const addressVariables = {
  get pageAddress(): string {
    return pageOrigin();
  },
  get address(): string {
    return expectedAddress();
  },
};
