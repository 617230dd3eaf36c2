import { Menu } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { heldUntilHydrated, useReplayHeld } from './held-until-hydrated.tsx';

// The drawer (and the dialog library under it) is fetched when the menu is first reached for, so
// a phone's first visit does not download it before the page can be used.
const loadDrawer = () => import('./dialog.tsx').then((module) => ({ default: module.Drawer }));
const Drawer = lazy(loadDrawer);

export interface AppHeaderProps {
  /** The logo, already wrapped in the app's home link. */
  logo: ReactNode;
  /** Right-hand side on wide screens (navigation, language, user menu). */
  actions: ReactNode;
  /** Content of the mobile menu; receives a function that closes it after navigation. */
  mobileMenu: (close: () => void) => ReactNode;
  labels: { openMenu: string; closeMenu: string; menu: string };
  /** Extra button shown left of the logo on small screens (e.g. the dashboard's sidebar drawer). */
  leading?: ReactNode;
}

export function AppHeader({ logo, actions, mobileMenu, labels, leading }: AppHeaderProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // The language switch and the menu button work when tapped before the app has hydrated them.
  const headerRef = useRef<HTMLElement>(null);
  useReplayHeld(headerRef);
  return (
    <header
      ref={headerRef}
      {...heldUntilHydrated}
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        {leading}
        <div className="flex-1">{logo}</div>
        <div className="hidden items-center gap-3 md:flex">{actions}</div>
        <button
          type="button"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-label={labels.openMenu}
          aria-expanded={open}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      </div>
      {opened && (
        <Suspense fallback={null}>
          <Drawer open={open} onOpenChange={setOpen} title={labels.menu} closeLabel={labels.closeMenu}>
            <div className="space-y-4 p-4">{mobileMenu(() => setOpen(false))}</div>
          </Drawer>
        </Suspense>
      )}
    </header>
  );
}
