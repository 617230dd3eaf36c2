import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

export interface UserMenuItem {
  label: string;
  icon?: ReactNode;
  onSelect(): void;
}

export interface UserMenuProps {
  name: string;
  roleLabel: string;
  menuLabel: string;
  items: UserMenuItem[];
  signOutLabel: string;
  onSignOut(): void;
}

/** The signed-in user's menu: who they are, their role, settings and sign out. */
export function UserMenu({ name, roleLabel, menuLabel, items, signOutLabel, onSignOut }: UserMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex max-w-64 items-center gap-2 rounded-lg border border-slate-200 bg-white px-2.5 py-1.5 text-left text-sm hover:bg-slate-50">
        <UserRound aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {/* Named by its menu's purpose and by the visible name and role (WCAG 2.5.3). */}
        <span className="sr-only">{menuLabel}: </span>
        <span className="min-w-0">
          <span className="block truncate font-medium text-slate-900">{name}</span>
          <span className="block text-xs text-slate-500">{roleLabel}</span>
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block truncate font-medium text-slate-900">{name}</span>
          <span className="block text-xs text-slate-500">{roleLabel}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.map((item) => (
          <DropdownMenuItem key={item.label} onSelect={item.onSelect}>
            {item.icon}
            {item.label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut} className="text-red-700 data-[highlighted]:text-red-800">
          <LogOut aria-hidden="true" className="size-4" />
          {signOutLabel}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
