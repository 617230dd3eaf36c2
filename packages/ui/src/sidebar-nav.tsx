import type { ReactNode } from 'react';
import { cn } from './cn.tsx';

export interface SidebarItem {
  key: string;
  label: string;
  icon: ReactNode;
  /** The app renders its router link with these classes and children. */
  render(props: { className: string; children: ReactNode }): ReactNode;
  active: boolean;
  badge?: ReactNode;
}

/** Vertical navigation of a console; used in the desktop sidebar and the mobile drawer. */
export function SidebarNav({
  items,
  label,
  footer,
}: {
  items: SidebarItem[];
  label: string;
  footer?: ReactNode;
}) {
  return (
    <nav aria-label={label} className="flex h-full flex-col gap-1 p-3">
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.key}>
            {item.render({
              className: cn(
                'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors [&>svg]:size-5',
                item.active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
              ),
              children: (
                <>
                  {item.icon}
                  <span className="flex-1">{item.label}</span>
                  {item.badge}
                </>
              ),
            })}
          </li>
        ))}
      </ul>
      {footer && <div className="mt-auto border-t border-slate-200 pt-3">{footer}</div>}
    </nav>
  );
}
