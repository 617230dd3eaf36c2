import { endpoint } from '@kopru/domain/contracts/endpoint';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, call, configureApi, urlOf } from './client.ts';

const thing = z.object({ id: z.string(), amount: z.number().int() });
const getThing = endpoint({
  method: 'GET',
  path: '/api/things/:id/parts/:part',
  params: z.object({ id: z.string(), part: z.string() }),
  query: z.object({ limit: z.number().optional(), after: z.string().optional() }),
  responses: { 200: thing },
  summary: 'A thing',
});
const createThing = endpoint({
  method: 'POST',
  path: '/api/things',
  body: z.object({ amount: z.number() }),
  responses: { 201: thing },
  summary: 'Create a thing',
});

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  configureApi({ baseUrl: '' });
});

describe('urlOf', () => {
  it('fills and encodes path parameters and leaves empty query values out', () => {
    configureApi({ baseUrl: 'https://pay.example/' });
    expect(urlOf(getThing, { params: { id: 'a/b', part: 'x y' }, query: { limit: 5, after: '' } })).toBe(
      'https://pay.example/api/things/a%2Fb/parts/x%20y?limit=5',
    );
  });

  it('refuses a missing path parameter instead of calling a wrong URL', () => {
    expect(() => urlOf(getThing, { params: { id: 'a', part: '' } })).toThrow(/missing path parameter "part"/);
  });
});

describe('call', () => {
  it('sends the method, URL and JSON body and answers the parsed body', async () => {
    const fetchMock = answer(201, { id: 't1', amount: 5, extra: 'dropped' });
    await expect(call(createThing, { body: { amount: 5 } })).resolves.toEqual({ id: 't1', amount: 5 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"amount":5}');
  });

  it('turns an answer that does not match the response schema into a logged unexpected_response', async () => {
    answer(200, { id: 't1', amount: '5' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = call(getThing, { params: { id: 't1', part: 'p' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 'unexpected_response', status: 200 });
    expect(log).toHaveBeenCalledWith(
      'GET /api/things/:id/parts/:part: the answer does not match its contract',
      expect.arrayContaining([expect.objectContaining({ path: ['amount'] })]),
    );
  });

  it('treats a success status the contract does not list as unexpected', async () => {
    answer(200, { id: 't1', amount: 5 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(call(createThing, { body: { amount: 5 } })).rejects.toMatchObject({
      code: 'unexpected_response',
    });
  });

  it('throws the error envelope of an error status as ApiError', async () => {
    answer(404, { error: { code: 'not_found', message: 'Not found', requestId: 'req_1' } });
    await expect(call(getThing, { params: { id: 'x', part: 'y' } })).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
      requestId: 'req_1',
    });
  });
});
