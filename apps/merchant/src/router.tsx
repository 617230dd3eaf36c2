import { createBrowserRouter, Navigate } from 'react-router-dom';
import { PublicOnly, RequireSme } from './components/guards.tsx';
import { PublicLayout } from './components/public-layout.tsx';
import { LandingPage } from './pages/landing-page.tsx';
import { LegalPage } from './pages/legal-page.tsx';
import { LoginPage } from './pages/login-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RegisterPage } from './pages/register-page.tsx';
import { ResetPasswordPage } from './pages/reset-password-page.tsx';
import { KycPage } from './sme/kyc/kyc-page.tsx';
import { PaymentLinksPage } from './sme/links/payment-links-page.tsx';
import { OverviewPage } from './sme/overview-page.tsx';
import { ProfilePage } from './sme/profile-page.tsx';
import { SectionPlaceholderPage } from './sme/section-placeholder-page.tsx';
import { SmeLayout } from './sme/sme-layout.tsx';
import { TransactionsPage } from './sme/transactions/transactions-page.tsx';

/** Leaves this app for another one served on the same origin (the admin console). */
function ExternalRedirect({ to }: { to: string }) {
  window.location.replace(to);
  return null;
}

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      {
        path: '/',
        element: (
          <PublicOnly>
            <LandingPage />
          </PublicOnly>
        ),
      },
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
      { path: 'payouts', element: <SectionPlaceholderPage section="payouts" needsVerification /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
