import { lazyPage } from '@kopru/ui/lazy-page';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { smeRoutes } from './paths.ts';

// Every page loads on first use with the texts it needs, so the first JavaScript is the frame
// only: a visitor does not download the dashboard, nor a signed-in user the landing page.
const publicTexts = { needs: ['landing'] } as const;
const PublicLayout = lazyPage(
  () => import('./components/public-layout.tsx').then((m) => m.PublicLayout),
  publicTexts,
);
/**
 * In the browser, a page's preparation for the language shown runs before the page renders
 * (formatting its figures in short tasks: pages/landing/figures.ts prepareFigures).
 */
function prepared<T>(page: T, prepare: (locale: string) => Promise<void>): Promise<T> {
  if (typeof document === 'undefined') return Promise.resolve(page);
  return prepare(document.documentElement.lang).then(() => page);
}
const LandingPage = lazyPage(
  () =>
    Promise.all([import('./pages/landing-page.tsx'), import('./pages/landing/figures.ts')]).then(
      ([m, figures]) => prepared(m.LandingPage, (locale) => figures.prepareFigures(locale)),
    ),
  publicTexts,
);
const LegalPage = lazyPage(() =>
  import('./pages/legal-page.tsx').then((m) => prepared(m.LegalPage, m.prepareLegalPage)),
);
/** A page behind a guard of components/guards.tsx, the guard's code loaded with the page's. */
function guarded(
  guard: 'PublicOnly' | 'RequireSme',
  load: () => Promise<ComponentType>,
  options?: Parameters<typeof lazyPage>[1],
) {
  return lazyPage(
    () =>
      Promise.all([import('./components/guards.tsx'), load()]).then(([guards, Page]) => {
        const Guard = guards[guard];
        return function GuardedPage() {
          return (
            <Guard>
              <Page />
            </Guard>
          );
        };
      }),
    options,
  );
}
/** The sign-in and sign-up pages need the public pages' texts and their own, not every text. */
const signInTexts = { needs: ['landing', 'auth'] } as const;

const NotFoundPage = lazyPage(() => import('./pages/not-found-page.tsx').then((m) => m.NotFoundPage));
const LoginPage = guarded(
  'PublicOnly',
  () => import('./pages/login-page.tsx').then((m) => m.LoginPage),
  signInTexts,
);
const RegisterPage = guarded(
  'PublicOnly',
  () => import('./pages/register-page.tsx').then((m) => m.RegisterPage),
  signInTexts,
);
const ResetPasswordPage = lazyPage(() =>
  import('./pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
);
const ConfirmEmailPage = lazyPage(() =>
  import('./pages/confirm-email-page.tsx').then((m) => m.ConfirmEmailPage),
);
const SmeLayout = guarded('RequireSme', () => import('./sme/sme-layout.tsx').then((m) => m.SmeLayout));
const OverviewPage = lazyPage(() => import('./sme/overview-page.tsx').then((m) => m.OverviewPage));
const ProfilePage = lazyPage(() => import('./sme/profile-page.tsx').then((m) => m.ProfilePage));
const PaymentLinksPage = lazyPage(() =>
  import('./sme/links/payment-links-page.tsx').then((m) => m.PaymentLinksPage),
);
const TransactionsPage = lazyPage(() =>
  import('./sme/transactions/transactions-page.tsx').then((m) => m.TransactionsPage),
);
const TransactionDetailPage = lazyPage(() =>
  import('./sme/transactions/transaction-detail-page.tsx').then((m) => m.TransactionDetailPage),
);
const DisputesPage = lazyPage(() => import('./sme/disputes/disputes-page.tsx').then((m) => m.DisputesPage));
const DisputeDetailPage = lazyPage(() =>
  import('./sme/disputes/dispute-detail-page.tsx').then((m) => m.DisputeDetailPage),
);
const KycPage = lazyPage(() => import('./sme/kyc/kyc-page.tsx').then((m) => m.KycPage));
const DevelopersLayout = lazyPage(() =>
  import('./sme/developers/developers-layout.tsx').then((m) => m.DevelopersLayout),
);
const ApiKeysPage = lazyPage(() => import('./sme/developers/api-keys-page.tsx').then((m) => m.ApiKeysPage));
const WebhooksPage = lazyPage(() =>
  import('./sme/developers/webhooks/webhooks-page.tsx').then((m) => m.WebhooksPage),
);
const WebhookDetailPage = lazyPage(() =>
  import('./sme/developers/webhooks/webhook-detail-page.tsx').then((m) => m.WebhookDetailPage),
);
const ApiDocsPage = lazyPage(() => import('./pages/api-docs/api-docs-page.tsx').then((m) => m.ApiDocsPage));
const TeamPage = lazyPage(() => import('./sme/team/team-page.tsx').then((m) => m.TeamPage));
const InvitationPage = lazyPage(() => import('./pages/invitation-page.tsx').then((m) => m.InvitationPage));
const PayoutsPage = lazyPage(() => import('./sme/payouts/payouts-page.tsx').then((m) => m.PayoutsPage));
const ExportRecordsPage = lazyPage(() =>
  import('./sme/exports/export-records-page.tsx').then((m) => m.ExportRecordsPage),
);
const PayoutStatementPage = lazyPage(() =>
  import('./sme/payouts/payout-statement-page.tsx').then((m) => m.PayoutStatementPage),
);

/** Leaves this app for another one served on the same origin (the admin console). */
function ExternalRedirect({ to }: { to: string }) {
  window.location.replace(to);
  return null;
}

/** Every page of the merchant app; the browser's router (router.tsx) and the prerender share them. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/login',
        element: <LoginPage />,
      },
      {
        path: '/register',
        element: <RegisterPage />,
      },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/confirm-email', element: <ConfirmEmailPage /> },
      { path: '/invitation', element: <InvitationPage /> },
      { path: '/terms', element: <LegalPage kind="terms" /> },
      { path: '/privacy', element: <LegalPage kind="privacy" /> },
      { path: '/docs/api', element: <ApiDocsPage /> },
      { path: '/sme/login', element: <Navigate to="/login" replace /> },
      { path: '/sme/register', element: <Navigate to="/register" replace /> },
      { path: '/secure-admin-access', element: <ExternalRedirect to="/admin/login" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: smeRoutes.overview,
    element: <SmeLayout />,
    children: [
      { index: true, element: <OverviewPage /> },
      { path: smeRoutes.kyc, element: <KycPage /> },
      { path: smeRoutes.paymentLinks, element: <PaymentLinksPage /> },
      { path: smeRoutes.transactions, element: <TransactionsPage /> },
      { path: smeRoutes.transaction, element: <TransactionDetailPage /> },
      { path: smeRoutes.disputes, element: <DisputesPage /> },
      { path: smeRoutes.dispute, element: <DisputeDetailPage /> },
      { path: smeRoutes.payouts, element: <PayoutsPage /> },
      { path: smeRoutes.payoutStatement, element: <PayoutStatementPage /> },
      { path: smeRoutes.exportRecords, element: <ExportRecordsPage /> },
      { path: smeRoutes.profile, element: <ProfilePage /> },
      { path: smeRoutes.team, element: <TeamPage /> },
      {
        path: smeRoutes.developers,
        element: <DevelopersLayout />,
        children: [
          { index: true, element: <Navigate to={smeRoutes.apiKeys} replace /> },
          { path: smeRoutes.apiKeys, element: <ApiKeysPage /> },
          { path: smeRoutes.webhooks, element: <WebhooksPage /> },
          { path: smeRoutes.webhook, element: <WebhookDetailPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The code of the prerendered pages, fetched before the app hydrates them (with their layout's). */
const prerenderedLazyPages: Record<string, { preload(): Promise<unknown> }> = {
  '': LandingPage,
  '/login': LoginPage,
  '/register': RegisterPage,
  '/terms': LegalPage,
  '/privacy': LegalPage,
};

export function preloadPrerenderedPage(pathname: string): Promise<unknown> {
  const page = prerenderedLazyPages[pathname.replace(/\/+$/, '')];
  return page ? Promise.all([PublicLayout.preload(), page.preload()]) : Promise.resolve();
}
