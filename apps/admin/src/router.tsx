import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AdminLayout } from './components/admin-layout.tsx';
import { RequireAdmin } from './components/require-admin.tsx';
import { AccountPage } from './pages/account-page.tsx';
import { AuditPage } from './pages/audit/audit-page.tsx';
import { ContentPage } from './pages/content/content-page.tsx';
import { DisputeDetailPage } from './pages/disputes/dispute-detail-page.tsx';
import { DisputesPage } from './pages/disputes/disputes-page.tsx';
import { EmailsPage } from './pages/emails/emails-page.tsx';
import { KycReviewsPage } from './pages/kyc/kyc-reviews-page.tsx';
import { LoginPage } from './pages/login-page.tsx';
import { OverviewPage } from './pages/overview-page.tsx';
import { PayoutsPage } from './pages/payouts/payouts-page.tsx';
import { MerchantPage } from './pages/smes/merchant-page.tsx';
import { SmesPage } from './pages/smes/smes-page.tsx';
import { TransactionDetailPage } from './pages/transaction-detail-page.tsx';
import { TransactionsPage } from './pages/transactions-page.tsx';
import { UsersPage } from './pages/users/users-page.tsx';

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
