import type {
  Endpoint,
  ErrorStatus,
  FileAnswer,
  OtherAnswer,
  ReplyOf,
} from '@kopru/domain/contracts/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { errorResponses } from './error-responses.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request of a route registered from `E`: params, query, body and headers as its schemas parse them. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
  Headers: Out<E['headers']>;
}>;

/** Answers the success body, or sends it itself (another status, a file) and returns the reply. */
export type ContractHandler<E extends Endpoint> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<ReplyOf<E> | FastifyReply>;

/** What a mount adds to its description: guards, rate limits and other route config. */
export type RouteHooks = Omit<RouteOptions, 'method' | 'url' | 'schema' | 'handler'>;

/** An OpenAPI security requirement: `[{ session: [] }]`, `[]` for none. */
export type SecurityRequirement = Record<string, string[]>[];

/** Marks a guard hook with the security requirement it enforces, for the OpenAPI document. */
export function enforcing<H extends object>(hook: H, security: SecurityRequirement): H {
  return Object.assign(hook, { openApiSecurity: security });
}

/** What a route's guards require (plugins/session-guard.ts marks its guards); none when unmarked. */
function securityOf(hooks: RouteHooks): SecurityRequirement {
  const guards = [hooks.onRequest, hooks.preHandler].flat() as (
    | { openApiSecurity?: SecurityRequirement }
    | undefined
  )[];
  return guards.find((hook) => hook?.openApiSecurity)?.openApiSecurity ?? [];
}

/** Which door of an operation a route is: the dashboard/checkout path or its /v1 twin. */
export type Mount = 'api' | 'v1';

/** The bytes of a file answer, documented as `type: string, format: binary`. */
const fileBytes = z.string().meta({ format: 'binary' });

/** The Content-Disposition header a file answer is sent with (openapi.ts keeps it in the document). */
function dispositionHeader(disposition: FileAnswer['file']['disposition']) {
  return {
    type: 'string',
    pattern: `^${disposition}; filename=`,
    description: `\`${disposition}; filename="..."\`: the name to ${disposition === 'inline' ? 'show the file under' : 'save the file as'}.`,
  };
}

/**
 * A redirect has no body; a page is a string of its media type (Fastify sends strings as they
 * are); a file is bytes of one of its media types with a Content-Disposition header.
 */
function otherResponse(answer: OtherAnswer) {
  if ('redirect' in answer) return z.null().describe(answer.description);
  if ('file' in answer) {
    const { mediaTypes, disposition } = answer.file;
    return {
      description: answer.description,
      headers: { 'Content-Disposition': dispositionHeader(disposition) },
      content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: fileBytes }])),
    };
  }
  return { description: answer.description, content: { [answer.contentType]: { schema: z.string() } } };
}

function responsesOf(e: Endpoint, errors: readonly ErrorStatus[] | undefined) {
  const others = Object.entries(e.otherAnswers ?? {}).map(([status, answer]) => [
    status,
    otherResponse(answer),
  ]);
  return { ...e.responses, ...Object.fromEntries(others), ...errorResponses(...(errors ?? [])) };
}

/** Every /v1 operation may answer 403 key_permission_denied (outside the key's permissions). */
function v1Errors(errors: readonly ErrorStatus[] | undefined): readonly ErrorStatus[] {
  const listed = errors ?? [];
  return listed.includes(403) ? listed : [...listed, 403];
}

/**
 * Registers the route of an endpoint description (packages/domain/src/contracts): method, path,
 * schemas and the OpenAPI entry all come from it, `hooks` adds its guards and config. Inside the
 * /v1 scope (prefix `/v1`) `mount: 'v1'` uses the description's `v1` door instead.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  hooks: RouteHooks,
  handler: ContractHandler<E>,
  mount: Mount = 'api',
): void {
  const door = mount === 'v1' ? e.v1 : undefined;
  const path = door?.path ?? e.path;
  if (mount === 'v1' && !path.startsWith('/v1/')) throw new Error(`${e.method} ${e.path} has no /v1 mount`);
  const schema = {
    ...(e.tags ? { tags: [...e.tags] } : {}),
    summary: e.summary,
    ...((door?.description ?? e.description) ? { description: door?.description ?? e.description } : {}),
    ...(door ? { operationId: door.operationId } : e.operationId ? { operationId: e.operationId } : {}),
    ...((door?.params ?? e.params) ? { params: door?.params ?? e.params } : {}),
    ...((door?.query ?? e.query) ? { querystring: door?.query ?? e.query } : {}),
    ...((door?.body ?? e.body) ? { body: door?.body ?? e.body } : {}),
    ...((door?.headers ?? e.headers) ? { headers: door?.headers ?? e.headers } : {}),
    ...(e.consumes ? { consumes: [...e.consumes] } : {}),
    response: responsesOf(e, mount === 'v1' ? v1Errors(door ? door.errors : e.errors) : e.errors),
    // The /v1 scope documents its secret key itself (modules/api-keys/merchant-api.ts).
    ...(mount === 'api' ? { security: securityOf(hooks) } : {}),
    ...(e.hidden ? { hide: true } : {}),
  };
  app.route({
    ...hooks,
    method: e.method,
    // The /v1 scope adds its prefix itself.
    url: mount === 'v1' ? path.replace(/^\/v1/, '') : path,
    schema,
    config: { ...hooks.config, contract: e, mount },
    handler: handler as unknown as RouteOptions['handler'],
  });
}
