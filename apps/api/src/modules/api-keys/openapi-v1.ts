/** The parts of an OpenAPI document this module reads and writes. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  security?: Record<string, string[]>[];
  /** Requests per minute per secret key, when rate limiting is on. */
  'x-rateLimitPerMinute'?: number;
}

const description = [
  'The merchant API: payment links, payments, balance and events from your own code.',
  'Authenticate with a secret key from the dashboard (Developers > API keys):',
  '`Authorization: Bearer sk_test_…`. Amounts are integers in minor units (4999 = 49.99).',
  'Lists take `?limit=&starting_after=` and answer `{ data, has_more }`. Errors answer',
  '`{ "error": { "code", "message", "requestId", "details" } }`. Guide: docs/api.md.',
].join(' ');

/** The /v1 part of the OpenAPI document, on its own: what API clients and /docs/api read. */
export function merchantApiDocument(
  full: unknown,
  options: { publicUrl: string; rateLimitPerMinute: number | undefined },
): OpenApiDocument {
  const doc = full as OpenApiDocument;
  const paths = Object.fromEntries(
    Object.entries(doc.paths ?? {}).filter(([path]) => path.startsWith('/v1/')),
  );
  const secretKey = doc.components?.securitySchemes?.secretKey;
  const used = JSON.stringify(paths);
  const schemas = Object.fromEntries(
    Object.entries(doc.components?.schemas ?? {}).filter(([name]) =>
      used.includes(`"#/components/schemas/${name}"`),
    ),
  );
  return {
    openapi: doc.openapi,
    info: { title: 'Köprü merchant API', version: 'v1', description },
    servers: [{ url: options.publicUrl }],
    paths,
    components: {
      schemas,
      securitySchemes: secretKey ? { secretKey } : {},
    },
    security: [{ secretKey: [] }],
    ...(options.rateLimitPerMinute ? { 'x-rateLimitPerMinute': options.rateLimitPerMinute } : {}),
  };
}
