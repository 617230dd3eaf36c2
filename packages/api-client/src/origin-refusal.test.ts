import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, addressVariables, errorMessageKey } from './client.ts';

const refusal = (address: string) => new ApiError('forbidden', 403, { reason: 'origin', address });

describe('a write refused for the page’s address', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gets its own message, naming the address the server gives and the page’s own', () => {
    vi.stubGlobal('location', { origin: 'http://127.0.0.1:3000' });
    expect(errorMessageKey(refusal('http://localhost:3000'))).toBe('errors.forbidden_origin');
    expect(addressVariables.address).toBe('http://localhost:3000');
    expect(addressVariables.pageAddress).toBe('http://127.0.0.1:3000');
  });

  it('says the server misreads its own address when the page is already there (a proxy)', () => {
    vi.stubGlobal('location', { origin: 'https://pay.example.com' });
    expect(errorMessageKey(refusal('https://pay.example.com'))).toBe('errors.forbidden_origin_proxy');
  });

  it('leaves every other refusal to its code', () => {
    expect(errorMessageKey(new ApiError('forbidden', 403))).toBe('errors.forbidden');
    expect(errorMessageKey(new ApiError('forbidden', 403, { reason: 'role' }))).toBe('errors.forbidden');
  });
});
