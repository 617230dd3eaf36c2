import type { FastifyInstance, InjectOptions } from 'fastify';

/** A /v1 request authenticated with a secret key, as a merchant's server would send it. */
export function v1(
  app: FastifyInstance,
  secret: string,
  options: {
    method?: InjectOptions['method'];
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  },
) {
  return app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    headers: { authorization: `Bearer ${secret}`, ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as InjectOptions['payload'] }),
  });
}

/**
 * Every method + path the app answers, read from `printRoutes` (Fastify has no route list):
 * each line is a tree branch whose indentation gives its depth, then a path segment and methods.
 */
export function registeredRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match?.[2]) continue;
    const depth = (match[1] ?? '').length / 4;
    // A parameter shared by routes with different names shows as `:a|:b`; the first is enough.
    const segment = match[2].replace(/(:\w+)(\|:\w+)+/g, '$1');
    stack.length = depth;
    const path = `${stack.at(-1) ?? ''}${segment}`;
    stack.push(path);
    for (const method of match[3]?.split(', ') ?? []) out.push({ method, path });
  }
  return out;
}
