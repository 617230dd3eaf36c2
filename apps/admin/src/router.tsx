import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AdminLayout } from './components/admin-layout.tsx';
import { RequireAdmin } from './components/require-admin.tsx';
import { AccountPage } from './pages/account-page.tsx';
import { KycReviewsPage } from './pages/kyc/kyc-reviews-page.tsx';
import { LoginPage } from './pages/login-page.tsx';
import { OverviewPage } from './pages/overview-page.tsx';
import { SectionPlaceholderPage } from './pages/section-placeholder-page.tsx';
import { TransactionsPage } from './pages/transactions-page.tsx';

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
        { path: 'smes', element: <SectionPlaceholderPage section="smes" /> },
        { path: 'kyc', element: <KycReviewsPage /> },
        { path: 'transactions', element: <TransactionsPage /> },
        { path: 'payouts', element: <SectionPlaceholderPage section="payouts" /> },
        { path: 'users', element: <SectionPlaceholderPage section="users" /> },
        { path: 'content', element: <SectionPlaceholderPage section="content" /> },
        { path: 'emails', element: <SectionPlaceholderPage section="emails" /> },
        { path: 'audit', element: <SectionPlaceholderPage section="audit" /> },
        { path: 'account', element: <AccountPage /> },
      ],
    },
    { path: '*', element: <Navigate to="/dashboard" replace /> },
  ],
  { basename: '/admin' },
);
