import http from 'node:http';
import https from 'node:https';
import type { WebhookAttemptError } from '@kopru/domain/schemas/webhooks';
import { WEBHOOK_RESPONSE_EXCERPT_BYTES } from '@kopru/domain/webhooks';
import type { HostResolver } from '../../ports.ts';
import { AddressNotAllowedError, isAllowedLiteralHost, publicOnlyLookup } from './address-guard.ts';

export interface SendOutcome {
  succeeded: boolean;
  statusCode: number | null;
  error: WebhookAttemptError | null;
  responseExcerpt: string;
  durationMs: number;
  /** 410 Gone: the receiver asks us to stop. */
  gone: boolean;
  /** The receiver's Retry-After, in milliseconds. */
  retryAfterMs: number | null;
}

export interface SendOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  /** Where the target's name is resolved (and checked) right before connecting. */
  resolver: HostResolver;
  now?: () => number;
}

/** Retry-After as seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs);
}

/**
 * POSTs one signed webhook. 2xx is success; 3xx is a failure (redirects are not followed); the
 * whole exchange must finish within `timeoutMs`; only the first 2 KB of the body is kept.
 * Never throws: every outcome is a SendOutcome.
 */
export function sendWebhook(
  target: { url: string; body: string; headers: Record<string, string> },
  options: SendOptions,
): Promise<SendOutcome> {
  const clock = options.now ?? Date.now;
  const started = clock();
  const failure = (error: WebhookAttemptError): SendOutcome => ({
    succeeded: false,
    statusCode: null,
    error,
    responseExcerpt: '',
    durationMs: clock() - started,
    gone: false,
    retryAfterMs: null,
  });
  if (!options.allowPrivate && !isAllowedLiteralHost(target.url))
    return Promise.resolve(failure('address_not_allowed'));

  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(outcome);
    };
    const url = new URL(target.url);
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Kopru-Webhooks/1.0',
        'content-length': Buffer.byteLength(target.body),
        ...target.headers,
      },
      agent: false,
      ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup(options.resolver) }),
    });
    const timer = setTimeout(() => finish(failure('timeout')), options.timeoutMs);
    request.on('error', (error) =>
      finish(failure(error instanceof AddressNotAllowedError ? 'address_not_allowed' : 'connection_failed')),
    );
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const excerpt = Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_EXCERPT_BYTES);
        const succeeded = status >= 200 && status < 300;
        finish({
          succeeded,
          statusCode: status,
          error: succeeded ? null : status >= 300 && status < 400 ? 'redirect' : 'http_status',
          // A multi-byte character cut at the 2 KB boundary becomes U+FFFD, not an exception.
          responseExcerpt: excerpt.toString('utf8'),
          durationMs: clock() - started,
          gone: status === 410,
          retryAfterMs: parseRetryAfter(response.headers['retry-after'], clock()),
        });
      };
      response.on('data', (chunk: Buffer) => {
        if (size < WEBHOOK_RESPONSE_EXCERPT_BYTES) chunks.push(chunk);
        size += chunk.length;
        if (size >= WEBHOOK_RESPONSE_EXCERPT_BYTES) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(target.body);
  });
}
