import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from './cn.tsx';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  /** Language of the title and content when it differs from the page's (a fallback text). */
  titleLang?: string | undefined;
  contentLang?: string | undefined;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** The item open at first; null opens none. Defaults to the first item. */
  defaultOpenId?: string | null;
  /** Heading level of the item titles, so they fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * Disclosure list with at most one item open: opening an item closes the other. Each title is a
 * button (aria-expanded, aria-controls) inside a heading; arrow keys, Home and End move between them.
 */
export function Accordion({ items, defaultOpenId, headingLevel = 3, className }: AccordionProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(
    defaultOpenId === undefined ? (items[0]?.id ?? null) : defaultOpenId,
  );
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={cn('divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white', className)}>
      {items.map((item, index) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50"
              >
                <span lang={item.titleLang}>{item.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn('size-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')}
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!open}
              lang={item.contentLang}
              className="px-5 pb-5 whitespace-pre-line text-slate-600"
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
