import { describe, expect, it } from 'vitest';
import { ApiError } from './client.ts';
import { formFailureOf } from './form-failure.ts';

const invalid = (...issues: { path: string; message: string }[]) =>
  new ApiError('validation_failed', 400, { issues });

describe('where a form shows a refused request', () => {
  it('puts validation issues at their fields, an item of a list at the list', () => {
    const failure = formFailureOf(
      invalid(
        { path: 'url', message: 'validation.url' },
        { path: 'events.3', message: 'webhooks.errors.events' },
      ),
    );
    expect(failure).toEqual({
      fields: { url: 'validation.url', events: 'webhooks.errors.events' },
      message: null,
    });
  });

  it('says above the form that it failed when no issue names a field, or when asked to summarize', () => {
    expect(formFailureOf(invalid()).message).toBe('errors.validation_failed');
    const summarized = formFailureOf(invalid({ path: 'taxId', message: 'validation.taxId' }), {
      summarize: true,
    });
    expect(summarized).toEqual({
      fields: { taxId: 'validation.taxId' },
      message: 'errors.validation_failed',
    });
  });

  it('puts a code at the field it is about', () => {
    const failure = formFailureOf(new ApiError('webhook_url_not_allowed', 422), {
      at: { webhook_url_not_allowed: 'url' },
    });
    expect(failure).toEqual({ fields: { url: 'errors.webhook_url_not_allowed' }, message: null });
  });

  it('gives the page its own message for a code it does not explain, and the generic one for a crash', () => {
    const options = { known: ['rate_limited'] as const, fallback: 'auth.forgot.failed' };
    expect(formFailureOf(new ApiError('rate_limited', 429), options).message).toBe('errors.rate_limited');
    expect(formFailureOf(new ApiError('internal_error', 500), options).message).toBe('auth.forgot.failed');
    expect(formFailureOf(new TypeError('boom')).message).toBe('errors.internal_error');
  });
});
