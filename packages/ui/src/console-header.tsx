import { Settings, UserRound } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppHeader } from './app-header.tsx';
import { buttonClasses } from './button.tsx';
import { LanguageControl } from './language-control.tsx';

// Only a signed-in user has the menu: visitors of the public pages do not download it.
const UserMenu = lazy(() => import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })));

export interface ConsoleHeaderProps {
  /** The logo, already wrapped in the app's home link. */
  brand: ReactNode;
  /** The signed-in user, or null (then `signedOut` is shown). */
  user: { name: string; roleLabel: string } | null;
  onProfile(): void;
  onSignOut(): void;
  /** The console's navigation inside the phone menu. */
  mobileNav?: (close: () => void) => ReactNode;
  /** Sign-in and sign-up links for a visitor: wide-screen and phone-menu versions. */
  signedOut?: { actions: ReactNode; mobile: (close: () => void) => ReactNode };
  /** Shown before the language switch for a signed-in user (the merchant switcher). */
  extra?: ReactNode;
}

/** The header of every signed-in page: logo, language switch, the user's menu with settings and sign-out. */
export function ConsoleHeader({
  brand,
  user,
  onProfile,
  onSignOut,
  mobileNav,
  signedOut,
  extra,
}: ConsoleHeaderProps) {
  const { t } = useTranslation();
  const userMenu = user && (
    <Suspense fallback={null}>
      <UserMenu
        name={user.name}
        roleLabel={user.roleLabel}
        menuLabel={t('common.userMenu')}
        items={[
          {
            label: t('common.profileSettings'),
            icon: <UserRound aria-hidden="true" className="size-4" />,
            onSelect: onProfile,
          },
          {
            label: t('common.accountSettings'),
            icon: <Settings aria-hidden="true" className="size-4" />,
            onSelect: onProfile,
          },
        ]}
        signOutLabel={t('common.signOut')}
        onSignOut={onSignOut}
      />
    </Suspense>
  );
  const mobileUser = (close: () => void) =>
    user && (
      <div className="space-y-2">
        <p className="text-sm">
          <span className="block font-medium">{user.name}</span>
          <span className="text-slate-500">{user.roleLabel}</span>
        </p>
        <button
          type="button"
          className={buttonClasses('outline', 'md', 'w-full')}
          onClick={() => {
            close();
            onProfile();
          }}
        >
          {t('common.profileSettings')}
        </button>
        <button
          type="button"
          className={buttonClasses('ghost', 'md', 'w-full text-red-700')}
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          {t('common.signOut')}
        </button>
      </div>
    );
  return (
    <AppHeader
      logo={brand}
      labels={{ openMenu: t('common.openMenu'), closeMenu: t('common.closeMenu'), menu: t('common.menu') }}
      actions={
        <>
          {user && extra}
          <LanguageControl />
          {user ? userMenu : signedOut?.actions}
        </>
      }
      mobileMenu={(close) => (
        <>
          {mobileNav?.(close)}
          {user && extra}
          <LanguageControl />
          {user ? mobileUser(close) : signedOut?.mobile(close)}
        </>
      )}
    />
  );
}
