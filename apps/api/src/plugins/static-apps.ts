import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope } from './error-handler.ts';
import { type FindPayableLink, pageSender } from './page-head.ts';

interface BuiltApp {
  name: 'merchant' | 'admin' | 'checkout';
  prefix: string;
  root: string;
}

const apiPrefixes = ['/api/', '/api', '/v1/', '/healthz', '/readyz', '/metrics'];

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Single-node mode: serves the built merchant app at /, the admin console at /admin/ and the
 * checkout at /pay/, each falling back to its index.html for client-side routes.
 */
export const staticAppsPlugin = fp(
  async (
    app: FastifyInstance,
    options: { appsDir: string | undefined; findPayableLink: FindPayableLink },
  ) => {
    const appsDir = options.appsDir;
    const candidates: BuiltApp[] = appsDir
      ? [
          { name: 'admin', prefix: '/admin/', root: path.join(appsDir, 'admin', 'dist') },
          { name: 'checkout', prefix: '/pay/', root: path.join(appsDir, 'checkout', 'dist') },
          { name: 'merchant', prefix: '/', root: path.join(appsDir, 'merchant', 'dist') },
        ]
      : [];
    const built = candidates.filter((candidate) => existsSync(path.join(candidate.root, 'index.html')));
    const sendPage = pageSender(options.findPayableLink, app.ctx.env.PUBLIC_URL);
    if (appsDir && built.length < candidates.length) {
      app.log.warn({ appsDir }, 'some apps are not built; run `pnpm build` to serve them');
    }

    if (built.length > 0) {
      // The apps' code shrinks to about a third compressed, which is what makes the landing page
      // usable on a phone. Only page and asset types: API JSON (which can carry secrets) stays as is.
      await app.register(compress, {
        global: true,
        globalDecompression: false,
        encodings: ['br', 'gzip'],
        customTypes: /^(text\/(html|css)|(application|text)\/javascript|image\/svg\+xml)\b/,
        brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
      });
    }

    // reply.sendFile for the not-found fallback below; serves nothing itself.
    const first = built[0];
    if (first)
      await app.register(fastifyStatic, { root: first.root, serve: false, setHeaders: setCacheHeaders });

    // The apps' routes sit in their own scope whose routes are marked as static files, so the
    // guards (rate limits) tell them apart by the matched route's config, never by URL prefix.
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, staticFile: true };
      });
      for (const candidate of built) {
        await scope.register(fastifyStatic, {
          root: candidate.root,
          prefix: candidate.prefix,
          decorateReply: false,
          wildcard: true,
          index: false,
          setHeaders: setCacheHeaders,
        });
        // The app's own root (`/`, `/admin/`, `/pay/`) is a directory to the static handler, which
        // refuses it without an index; serve the page like any other client-side route.
        scope.get(candidate.prefix, { schema: { hide: true } }, (request, reply) =>
          sendPage(request, reply, candidate.name, candidate.root),
        );
      }
    });

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isApi = apiPrefixes.some((prefix) => url === prefix || url.startsWith(prefix));
      const wantsPage = request.method === 'GET' && !isApi && !path.extname(url);
      const target = wantsPage
        ? built.find((candidate) => url.startsWith(candidate.prefix) || `${url}/` === candidate.prefix)
        : undefined;
      if (target) return sendPage(request, reply, target.name, target.root);
      return reply.code(404).send(errorEnvelope('not_found', request.id));
    });
  },
);
