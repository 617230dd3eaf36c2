import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks iyzico's request signature, `Authorization: IYZWSv2 base64("apiKey:K&randomKey:R&signature:S")`
 * with S = hex(HMAC-SHA256(secretKey, R + path + body)) (docs.iyzico.com "HMACSHA256 Auth";
 * iyzipay-node lib/utils.js generateHashV2 and lib/IyzipayResource.js, which also sends R as
 * the x-iyzi-rnd header). `body` is the JSON text exactly as received.
 */
export function authorizationProblem(
  header: string | undefined,
  randomHeader: string | undefined,
  path: string,
  body: string,
  keys: { apiKey: string; secretKey: string },
): 'missing' | 'unknown_api_key' | 'bad_signature' | undefined {
  const match = /^IYZWSv2 (\S+)$/.exec(header ?? '');
  if (!match?.[1]) return 'missing';
  const params = new Map(
    Buffer.from(match[1], 'base64')
      .toString('utf8')
      .split('&')
      .map((pair) => {
        const at = pair.indexOf(':');
        return [pair.slice(0, at), pair.slice(at + 1)] as const;
      }),
  );
  if (params.get('apiKey') !== keys.apiKey) return 'unknown_api_key';
  const randomKey = params.get('randomKey') ?? '';
  if (randomHeader !== undefined && randomHeader !== randomKey) return 'bad_signature';
  const expected = createHmac('sha256', keys.secretKey)
    .update(randomKey + path + body)
    .digest('hex');
  const received = params.get('signature') ?? '';
  if (received.length !== expected.length || !timingSafeEqual(Buffer.from(received), Buffer.from(expected)))
    return 'bad_signature';
  return undefined;
}
