import { cn } from '@kopru/ui/cn';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from './code-block.tsx';
import { curlSample, nodeSample } from './code-samples.ts';
import { FieldList } from './field-list.tsx';
import { InlineCode } from './inline-code.tsx';
import {
  anchorOf,
  type Endpoint,
  errorStatuses,
  exampleBody,
  examplePath,
  type FieldRow,
  fieldRows,
  jsonBody,
  type OpenApiDoc,
  successResponse,
  typeLabel,
} from './openapi.ts';

export type SampleLanguage = 'curl' | 'node';

const methodColours: Record<string, string> = {
  GET: 'bg-sky-100 text-sky-800',
  POST: 'bg-emerald-100 text-emerald-800',
  PATCH: 'bg-amber-100 text-amber-800',
  DELETE: 'bg-red-100 text-red-800',
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={cn(
        'rounded px-1.5 py-0.5 font-mono text-xs font-bold',
        methodColours[method] ?? 'bg-slate-100',
      )}
    >
      {method}
    </span>
  );
}

/** One operation: what it does, its parameters, body and answer, and a sample request. */
export function EndpointSection({
  endpoint,
  doc,
  baseUrl,
  language,
}: {
  endpoint: Endpoint;
  doc: OpenApiDoc;
  baseUrl: string;
  language: SampleLanguage;
}) {
  const { t } = useTranslation();
  const { operation } = endpoint;
  const id = anchorOf(endpoint);
  const parameters: FieldRow[] = (operation.parameters ?? []).map((parameter) => ({
    name: parameter.name,
    type: typeLabel(parameter.schema, doc),
    required: parameter.required ?? false,
    ...(parameter.description || parameter.schema.description
      ? { description: parameter.description ?? parameter.schema.description }
      : {}),
    ...(parameter.schema.enum ? { values: parameter.schema.enum.map(String) } : {}),
    ...(parameter.schema.default !== undefined
      ? { defaultValue: JSON.stringify(parameter.schema.default) }
      : {}),
  }));
  const locations = new Map(
    (operation.parameters ?? []).map((p) => [p.name, t(`developers.docs.location.${p.in}`)]),
  );
  const requestSchema = jsonBody(operation.requestBody?.content);
  const success = successResponse(operation);
  const sample = {
    baseUrl,
    method: endpoint.method,
    path: examplePath(endpoint, doc),
    body: exampleBody(requestSchema, doc),
  };
  const languageLabel = language === 'curl' ? 'curl' : 'Node.js';

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 border-t border-slate-200 py-8">
      {/* The reference texts come from the OpenAPI document, in English. */}
      <h3 id={`${id}-title`} lang="en" className="text-lg font-semibold text-slate-900">
        {operation.summary}
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <MethodBadge method={endpoint.method} />
        <code className="font-mono text-sm break-all text-slate-800">{endpoint.path}</code>
      </p>
      {operation.description && (
        <p lang="en" className="mt-3 max-w-3xl text-sm text-slate-600">
          <InlineCode text={operation.description} />
        </p>
      )}
      <div className="mt-5 grid gap-6 xl:grid-cols-2">
        <div className="min-w-0 space-y-5">
          <FieldList
            title={t('developers.docs.parameters')}
            rows={parameters}
            location={(name) => locations.get(name)}
          />
          <FieldList title={t('developers.docs.requestBody')} rows={fieldRows(requestSchema, doc)} />
          <FieldList
            title={t('developers.docs.response', { status: success.status })}
            rows={fieldRows(success.schema, doc)}
            showRequired={false}
          />
          <div>
            <h4 className="mb-1 text-sm font-semibold text-slate-900">{t('developers.docs.errorsList')}</h4>
            <p className="font-mono text-xs text-slate-600">{errorStatuses(operation).join(' · ')}</p>
          </div>
        </div>
        <div className="min-w-0">
          <CodeBlock
            label={`${operation.summary} – ${languageLabel}`}
            code={language === 'curl' ? curlSample(sample) : nodeSample(sample)}
          />
        </div>
      </div>
    </section>
  );
}
