import { formatDate } from '@kopru/i18n/format';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSiteContact } from '../lib/site-contact.ts';
import { publicFigures } from './landing/figures.ts';

/** When the texts of both documents last changed; shown at the top of each. */
const updatedOn = '2026-11-22';

interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
  closing?: string[];
}

interface LegalDocument {
  title: string;
  description: string;
  intro: string;
  sections: Record<string, LegalSection>;
}

/** Turns the support address inside a text into a mailto link. */
function withEmailLinks(text: string, email: string): ReactNode {
  const parts = text.split(email);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <a href={`mailto:${email}`} className="font-medium text-brand-700 underline">
          {email}
        </a>
      )}
    </Fragment>
  ));
}

export function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t, i18n } = useTranslation();
  const figures = publicFigures(i18n.language, useSiteContact());
  const vars = {
    percent: figures.percent,
    fixed: figures.fixed,
    kycDays: figures.kycDays,
    payoutDays: figures.payoutDays,
    minPayout: figures.minPayout,
    currencies: figures.currencies,
    email: figures.email,
    operator: figures.operator,
  };
  const doc: LegalDocument =
    kind === 'terms'
      ? t('legal.terms', { returnObjects: true, ...vars })
      : t('legal.privacy', { returnObjects: true, ...vars });
  useDocumentTitle(doc.title, doc.description);
  const sections = Object.entries(doc.sections);
  const text = (value: string) => withEmailLinks(value, figures.email);
  const other =
    kind === 'terms'
      ? { to: '/privacy', label: t('landing.footer.privacy') }
      : { to: '/terms', label: t('landing.footer.terms') };

  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6">
      <article aria-labelledby="legal-title">
        <h1 id="legal-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {doc.title}
        </h1>
        <p className="mt-2 text-sm text-slate-500">
          {t('legal.lastUpdated', { date: formatDate(updatedOn, i18n.language) })}
        </p>
        <p className="mt-6 text-lg text-slate-700">{doc.intro}</p>

        <nav
          aria-labelledby="legal-contents"
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-5"
        >
          <h2 id="legal-contents" className="text-sm font-semibold text-slate-900">
            {t('legal.contents')}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
            {sections.map(([key, section]) => (
              <li key={key}>
                <a href={`#${key}`} className="text-brand-700 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-10 space-y-10">
          {sections.map(([key, section], index) => (
            <section key={key} id={key} aria-labelledby={`${key}-heading`} className="scroll-mt-20">
              <h2 id={`${key}-heading`} className="text-xl font-semibold text-slate-900">
                <span className="text-slate-500">{index + 1}. </span>
                {section.heading}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{text(paragraph)}</p>
                ))}
                {section.items && (
                  <ul className="list-disc space-y-2 pl-6">
                    {section.items.map((item) => (
                      <li key={item}>{text(item)}</li>
                    ))}
                  </ul>
                )}
                {section.closing?.map((paragraph) => (
                  <p key={paragraph}>{text(paragraph)}</p>
                ))}
              </div>
            </section>
          ))}
        </div>

        <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">
          {t('legal.questions')}{' '}
          <a href={`mailto:${figures.email}`} className="font-medium text-brand-700 underline">
            {figures.email}
          </a>
          {' · '}
          <Link to={other.to} className="font-medium text-brand-700 underline">
            {other.label}
          </Link>
        </p>
      </article>
    </main>
  );
}
