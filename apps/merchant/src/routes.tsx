import { lazyPage } from '@kopru/ui/lazy-page';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PublicOnly, RequireSme } from './components/guards.tsx';
import { PublicLayout } from './components/public-layout.tsx';
import { LandingPage } from './pages/landing-page.tsx';
import { LegalPage } from './pages/legal-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';

// Everything but the landing and legal pages loads on first use, so visitors do not download the dashboard.
const LoginPage = lazyPage(() => import('./pages/login-page.tsx').then((m) => m.LoginPage));
const RegisterPage = lazyPage(() => import('./pages/register-page.tsx').then((m) => m.RegisterPage));
const ResetPasswordPage = lazyPage(() =>
  import('./pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
);
const SmeLayout = lazyPage(() => import('./sme/sme-layout.tsx').then((m) => m.SmeLayout));
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
const PayoutsPage = lazyPage(() => import('./sme/payouts/payouts-page.tsx').then((m) => m.PayoutsPage));

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
        element: (
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        ),
      },
      {
        path: '/register',
        element: (
          <PublicOnly>
            <RegisterPage />
          </PublicOnly>
        ),
      },
      { path: '/reset-password', element: <ResetPasswordPage /> },
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
    path: '/sme/dashboard',
    element: (
      <RequireSme>
        <SmeLayout />
      </RequireSme>
    ),
    children: [
      { index: true, element: <OverviewPage /> },
      { path: 'kyc', element: <KycPage /> },
      { path: 'payment-links', element: <PaymentLinksPage /> },
      { path: 'transactions', element: <TransactionsPage /> },
      { path: 'transactions/:id', element: <TransactionDetailPage /> },
      { path: 'disputes', element: <DisputesPage /> },
      { path: 'disputes/:id', element: <DisputeDetailPage /> },
      { path: 'payouts', element: <PayoutsPage /> },
      { path: 'profile', element: <ProfilePage /> },
      {
        path: 'developers',
        element: <DevelopersLayout />,
        children: [
          { index: true, element: <Navigate to="api-keys" replace /> },
          { path: 'api-keys', element: <ApiKeysPage /> },
          { path: 'webhooks', element: <WebhooksPage /> },
          { path: 'webhooks/:id', element: <WebhookDetailPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The code of the prerendered pages that load lazily, fetched before the app hydrates them. */
const prerenderedLazyPages: Record<string, { preload(): Promise<unknown> }> = {
  '/login': LoginPage,
  '/register': RegisterPage,
};

export function preloadPrerenderedPage(pathname: string): Promise<unknown> {
  return prerenderedLazyPages[pathname.replace(/\/+$/, '')]?.preload() ?? Promise.resolve();
}
