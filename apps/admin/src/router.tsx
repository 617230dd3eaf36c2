import { lazyPage } from '@kopru/ui/lazy-page';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AdminLayout } from './components/admin-layout.tsx';
import { RequireAdmin } from './components/require-admin.tsx';
import { LoginPage } from './pages/login-page.tsx';

// The console's pages load on first use: the sign-in page does not download every screen.
const AccountPage = lazyPage(() => import('./pages/account-page.tsx').then((m) => m.AccountPage));
const AuditPage = lazyPage(() => import('./pages/audit/audit-page.tsx').then((m) => m.AuditPage));
const ContentPage = lazyPage(() => import('./pages/content/content-page.tsx').then((m) => m.ContentPage));
const DisputeDetailPage = lazyPage(() =>
  import('./pages/disputes/dispute-detail-page.tsx').then((m) => m.DisputeDetailPage),
);
const DisputesPage = lazyPage(() => import('./pages/disputes/disputes-page.tsx').then((m) => m.DisputesPage));
const EmailsPage = lazyPage(() => import('./pages/emails/emails-page.tsx').then((m) => m.EmailsPage));
const ExchangeRatesPage = lazyPage(() =>
  import('./pages/exchange-rates/exchange-rates-page.tsx').then((m) => m.ExchangeRatesPage),
);
const KycReviewsPage = lazyPage(() =>
  import('./pages/kyc/kyc-reviews-page.tsx').then((m) => m.KycReviewsPage),
);
const OverviewPage = lazyPage(() => import('./pages/overview-page.tsx').then((m) => m.OverviewPage));
const PayoutsPage = lazyPage(() => import('./pages/payouts/payouts-page.tsx').then((m) => m.PayoutsPage));
const MerchantPage = lazyPage(() => import('./pages/smes/merchant-page.tsx').then((m) => m.MerchantPage));
const SmesPage = lazyPage(() => import('./pages/smes/smes-page.tsx').then((m) => m.SmesPage));
const TransactionDetailPage = lazyPage(() =>
  import('./pages/transaction-detail-page.tsx').then((m) => m.TransactionDetailPage),
);
const TransactionsPage = lazyPage(() =>
  import('./pages/transactions-page.tsx').then((m) => m.TransactionsPage),
);
const UsersPage = lazyPage(() => import('./pages/users/users-page.tsx').then((m) => m.UsersPage));

export const router = createBrowserRouter(
  [
    { path: '/', element: <Navigate to="/dashboard" replace /> },
    { path: '/login', element: <LoginPage /> },
    {
      path: '/dashboard',
      element: (
        <RequireAdmin>
          <AdminLayout />
        </RequireAdmin>
      ),
      children: [
        { index: true, element: <OverviewPage /> },
        { path: 'smes', element: <SmesPage /> },
        { path: 'smes/:id', element: <MerchantPage /> },
        { path: 'kyc', element: <KycReviewsPage /> },
        { path: 'transactions', element: <TransactionsPage /> },
        { path: 'transactions/:id', element: <TransactionDetailPage /> },
        { path: 'disputes', element: <DisputesPage /> },
        { path: 'disputes/:id', element: <DisputeDetailPage /> },
        { path: 'payouts', element: <PayoutsPage /> },
        { path: 'rates', element: <ExchangeRatesPage /> },
        { path: 'users', element: <UsersPage /> },
        { path: 'content', element: <ContentPage /> },
        { path: 'emails', element: <EmailsPage /> },
        { path: 'audit', element: <AuditPage /> },
        { path: 'account', element: <AccountPage /> },
      ],
    },
    { path: '*', element: <Navigate to="/dashboard" replace /> },
  ],
  { basename: '/admin' },
);
