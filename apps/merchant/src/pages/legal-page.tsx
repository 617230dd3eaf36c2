import { formatDate } from '@kopru/i18n/format';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { Fragment, memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type SiteContact, useSiteContact } from '../lib/site-contact.ts';
import { prepareFigures, publicFigures } from './landing/figures.ts';

/** When the texts of both documents last changed; shown at the top of each. */
const updatedOn = '2026-11-22';

interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
  closing?: string[];
}

/** i18next's t for keys built at run time (a section's), returning what the catalog holds there. */
type Translate = <T>(key: string, options: object) => T;

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

type LegalKind = 'terms' | 'privacy';

/** Formats what the documents quote ahead of their render (see prepareFigures). */
export function prepareLegalPage(locale: string): Promise<void> {
  return prepareFigures(locale, [() => formatDate(updatedOn, locale)]);
}

export function LegalPage({ kind }: { kind: LegalKind }) {
  const { email, operator } = useSiteContact();
  return <LegalDocumentView kind={kind} email={email} operator={operator} />;
}

/**
 * The document itself, a few hundred elements translated with interpolation: rendered again only
 * when what it shows changes, not when the site's configuration arrives after hydration with the
 * support address and operator it was already rendered with. Each section translates its own
 * texts, so React can pause between sections while it hydrates (one render of the whole document
 * was a task of 150 to 300 ms on a slow phone's CPU; decision 009).
 */
const LegalDocumentView = memo(function LegalDocumentView({
  kind,
  ...contact
}: { kind: LegalKind } & SiteContact) {
  const { t: typedT, i18n } = useTranslation();
  const t = typedT as unknown as Translate;
  const figures = publicFigures(i18n.language, contact);
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
  const path = `legal.${kind}`;
  const title = t<string>(`${path}.title`, vars);
  useDocumentTitle(title, t<string>(`${path}.description`, vars));
  // The sections' keys, in the catalog's order, read without translating them.
  const keys = Object.keys(i18n.getResource(i18n.language, 'translation', `${path}.sections`) ?? {});
  const other =
    kind === 'terms'
      ? { to: '/privacy', label: typedT('landing.footer.privacy') }
      : { to: '/terms', label: typedT('landing.footer.terms') };

  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6">
      <article aria-labelledby="legal-title">
        <h1 id="legal-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-2 text-sm text-slate-500">
          {typedT('legal.lastUpdated', { date: formatDate(updatedOn, i18n.language) })}
        </p>
        <p className="mt-6 text-lg text-slate-700">{t<string>(`${path}.intro`, vars)}</p>

        <nav
          aria-labelledby="legal-contents"
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-5"
        >
          <h2 id="legal-contents" className="text-sm font-semibold text-slate-900">
            {typedT('legal.contents')}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
            {keys.map((key) => (
              <li key={key}>
                <a href={`#${key}`} className="text-brand-700 hover:underline">
                  {t<string>(`${path}.sections.${key}.heading`, vars)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-10 space-y-10">
          {keys.map((key, index) => (
            <LegalSectionView
              key={key}
              id={key}
              number={index + 1}
              path={`${path}.sections.${key}`}
              vars={vars}
            />
          ))}
        </div>

        <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">
          {typedT('legal.questions')}{' '}
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
});

function LegalSectionView({
  id,
  number,
  path,
  vars,
}: {
  id: string;
  number: number;
  path: string;
  vars: Record<string, string>;
}) {
  const { t } = useTranslation();
  const section = (t as unknown as Translate)<LegalSection>(path, { returnObjects: true, ...vars });
  const text = (value: string) => withEmailLinks(value, vars.email ?? '');
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        <span className="text-slate-500">{number}. </span>
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
  );
}
