/** The subset of an OpenAPI 3.1 document (as /v1/openapi.json serves it) the reference page reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  default?: unknown;
  examples?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiDoc {
  info: { title: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
  'x-rateLimitPerMinute'?: number;
}

export interface Endpoint {
  method: string;
  path: string;
  operation: Operation;
}

export interface EndpointGroup {
  tag: string;
  endpoints: Endpoint[];
}

const methodOrder = ['get', 'post', 'patch', 'put', 'delete'];

/** Operations grouped by their first tag, groups and paths in the document's order. */
export function groupEndpoints(doc: OpenApiDoc): EndpointGroup[] {
  const groups = new Map<string, Endpoint[]>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    const methods = Object.keys(operations).sort((a, b) => methodOrder.indexOf(a) - methodOrder.indexOf(b));
    for (const method of methods) {
      const operation = operations[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'API';
      groups.set(tag, [...(groups.get(tag) ?? []), { method: method.toUpperCase(), path, operation }]);
    }
  }
  return [...groups].map(([tag, endpoints]) => ({ tag, endpoints }));
}

/** Follows a local `$ref` (`#/components/schemas/Name`). */
export function resolve(schema: JsonSchema, doc: OpenApiDoc): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return doc.components?.schemas?.[name] ?? {};
}

export function jsonBody(
  content: Record<string, { schema: JsonSchema }> | undefined,
): JsonSchema | undefined {
  return content?.['application/json']?.schema;
}

/** The 2xx answer: its status and schema. */
export function successResponse(operation: Operation): { status: string; schema: JsonSchema | undefined } {
  const [status = '200', response] =
    Object.entries(operation.responses).find(([code]) => code.startsWith('2')) ?? [];
  return { status, schema: jsonBody(response?.content) };
}

export function errorStatuses(operation: Operation): string[] {
  return Object.keys(operation.responses).filter((code) => !code.startsWith('2'));
}

/** `string`, `integer | null`, `string[]`, `"USD" | "EUR"`… for people. */
export function typeLabel(schema: JsonSchema, doc: OpenApiDoc): string {
  const s = resolve(schema, doc);
  if (s.anyOf) return s.anyOf.map((part) => typeLabel(part, doc)).join(' | ');
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const base = types
    .map((type) => {
      if (type === 'array' && s.items) return `${typeLabel(s.items, doc)}[]`;
      if (type === 'string' && s.format) return `string (${s.format})`;
      return type;
    })
    .join(' | ');
  return base || 'object';
}

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description?: string;
  values?: string[];
  defaultValue?: string;
  example?: string;
}

const MAX_DEPTH = 3;

/** The fields of an object schema, nested objects and arrays of objects flattened to `a.b`, `a[].b`. */
export function fieldRows(
  schema: JsonSchema | undefined,
  doc: OpenApiDoc,
  prefix = '',
  depth = 0,
): FieldRow[] {
  if (!schema || depth > MAX_DEPTH) return [];
  const s = resolve(schema, doc);
  const rows: FieldRow[] = [];
  for (const [name, raw] of Object.entries(s.properties ?? {})) {
    const field = resolve(raw, doc);
    const path = `${prefix}${name}`;
    rows.push({
      name: path,
      type: typeLabel(field, doc),
      required: s.required?.includes(name) ?? false,
      ...(field.description ? { description: field.description } : {}),
      ...(field.enum ? { values: field.enum.map((value) => String(value)) } : {}),
      ...(field.default !== undefined ? { defaultValue: JSON.stringify(field.default) } : {}),
      ...(field.examples?.length ? { example: JSON.stringify(field.examples[0]) } : {}),
    });
    if (field.properties) rows.push(...fieldRows(field, doc, `${path}.`, depth + 1));
    const items = field.items ? resolve(field.items, doc) : undefined;
    if (items?.properties) rows.push(...fieldRows(items, doc, `${path}[].`, depth + 1));
  }
  return rows;
}

/** A request body for the examples: every property that documents an example value. */
export function exampleBody(
  schema: JsonSchema | undefined,
  doc: OpenApiDoc,
): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  const s = resolve(schema, doc);
  const entries = Object.entries(s.properties ?? {}).flatMap(([name, raw]) => {
    const field = resolve(raw, doc);
    return field.examples?.length ? [[name, field.examples[0]] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The path with `{id}` filled from the documented example id of the answer. */
export function examplePath(endpoint: Endpoint, doc: OpenApiDoc): string {
  const answer = successResponse(endpoint.operation).schema;
  const id = answer ? resolve(answer, doc).properties?.id?.examples?.[0] : undefined;
  return endpoint.path.replace('{id}', typeof id === 'string' ? id : 'ID');
}

/** An anchor id for an endpoint: its operationId. */
export function anchorOf(endpoint: Endpoint): string {
  return endpoint.operation.operationId;
}
