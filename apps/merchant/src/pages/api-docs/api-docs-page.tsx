import { useSession } from '@kopru/api-client/auth';
import { call } from '@kopru/api-client/client';
import { merchantApiOpenApi } from '@kopru/domain/contracts/documents';
import { buttonClasses } from '@kopru/ui/button';
import { cn } from '@kopru/ui/cn';
import { QueryView } from '@kopru/ui/query-view';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { smeRoutes } from '../../paths.ts';
import { EndpointSection, MethodBadge, type SampleLanguage } from './endpoint-section.tsx';
import { GuideSection } from './guide-section.tsx';
import { anchorOf, type EndpointGroup, groupEndpoints, type OpenApiDoc } from './openapi.ts';

function slug(tag: string): string {
  return `group-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

function Contents({ groups }: { groups: EndpointGroup[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('developers.docs.contents')} className="text-sm">
      <p className="mb-2 font-semibold text-slate-900">{t('developers.docs.contents')}</p>
      <ul className="space-y-3">
        <li>
          <a href="#guide" className="text-slate-700 hover:text-brand-700">
            {t('developers.docs.guide.title')}
          </a>
        </li>
        {groups.map((group) => (
          <li key={group.tag}>
            <a
              lang="en"
              href={`#${slug(group.tag)}`}
              className="font-medium text-slate-800 hover:text-brand-700"
            >
              {group.tag}
            </a>
            <ul className="mt-1 space-y-1 border-l border-slate-200 pl-3">
              {group.endpoints.map((endpoint) => (
                <li key={anchorOf(endpoint)}>
                  <a
                    href={`#${anchorOf(endpoint)}`}
                    className="flex items-center gap-2 text-slate-600 hover:text-brand-700"
                  >
                    <MethodBadge method={endpoint.method} />
                    <span lang="en" className="truncate">
                      {endpoint.operation.summary}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /docs/api: the merchant API reference, rendered from /v1/openapi.json (the same zod schemas). */
export function ApiDocsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('developers.docs.title'), t('developers.docs.subtitle'));
  const session = useSession();
  const doc = useQuery({
    queryKey: ['v1', 'openapi'],
    // The contract checks the document's frame; the page reads the OpenAPI fields it renders.
    queryFn: async () => (await call(merchantApiOpenApi)) as unknown as OpenApiDoc,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [language, setLanguage] = useState<SampleLanguage>('curl');
  const isSme = session.data?.user.role === 'sme';
  const baseUrl = doc.data?.servers?.[0]?.url ?? window.location.origin;
  const groups = doc.data ? groupEndpoints(doc.data) : [];

  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{t('developers.docs.title')}</h1>
        <p className="mt-2 text-slate-600">{t('developers.docs.subtitle')}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Link to={isSme ? smeRoutes.apiKeys : '/register'} className={buttonClasses('primary')}>
            {t('developers.docs.getKey')}
          </Link>
          <p className="text-sm text-slate-600">
            {t('developers.docs.baseUrl')}: <code className="font-mono text-slate-900">{baseUrl}/v1</code>
          </p>
        </div>
      </header>
      <QueryView query={doc} errorText={t('developers.docs.loadFailed')} errorClassName="mt-8">
        {(data) => (
          <div className="mt-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
            <aside className="hidden lg:block">
              <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto">
                <Contents groups={groups} />
              </div>
            </aside>
            <div className="min-w-0">
              <GuideSection rateLimit={data['x-rateLimitPerMinute']} />
              <div className="sticky top-16 z-10 -mx-4 flex items-center justify-between gap-3 border-y border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
                <h2 className="text-sm font-semibold text-slate-900">{t('developers.docs.endpoints')}</h2>
                <fieldset className="flex gap-1">
                  <legend className="sr-only">{t('developers.docs.examples')}</legend>
                  {(['curl', 'node'] as const).map((value) => (
                    <button
                      key={value}
                      type="button"
                      aria-pressed={language === value}
                      onClick={() => setLanguage(value)}
                      className={cn(
                        'rounded-md px-3 py-1 text-sm font-medium',
                        language === value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                      )}
                    >
                      {value === 'curl' ? 'curl' : 'Node.js'}
                    </button>
                  ))}
                </fieldset>
              </div>
              {groups.map((group) => (
                <section
                  key={group.tag}
                  id={slug(group.tag)}
                  aria-labelledby={`${slug(group.tag)}-title`}
                  className="scroll-mt-20 pt-10"
                >
                  <h2
                    id={`${slug(group.tag)}-title`}
                    lang="en"
                    className="text-xl font-semibold text-slate-900"
                  >
                    {group.tag}
                  </h2>
                  {group.endpoints.map((endpoint) => (
                    <EndpointSection
                      key={anchorOf(endpoint)}
                      endpoint={endpoint}
                      doc={data}
                      baseUrl={baseUrl}
                      language={language}
                    />
                  ))}
                </section>
              ))}
            </div>
          </div>
        )}
      </QueryView>
    </main>
  );
}
