import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchMenu } from '../api/catalogue';
import type { MenuCategory } from '@domain/api/catalogue';
import { saveSubCategories } from '../state/sub-category';
import { trapTab } from './focus-trap';
import { ChevronIcon, CloseIcon } from './Icons';

export const MENU_QUERY = { queryKey: ['menu'], queryFn: fetchMenu, staleTime: 30 * 60_000 } as const;

function useGoToItem(onDone?: () => void) {
  const navigate = useNavigate();
  // Spec 2.4: an item goes to products/{category}/{item} and saves its group's items.
  return (category: MenuCategory, items: string[], item: string) => {
    saveSubCategories(items);
    navigate(`/products/${encodeURIComponent(category.name)}/${encodeURIComponent(item)}`);
    onDone?.();
  };
}

function Groups({ category, onPick }: { category: MenuCategory; onPick: (items: string[], item: string) => void }) {
  return (
    <div className="mega__groups">
      {category.subCategories.map((group) => (
        <div key={group.name} className="mega__group">
          <h3 className="mega__group-title">{group.name}</h3>
          <ul>
            {group.items.map((item) => (
              <li key={item}>
                <a
                  href={`/products/${encodeURIComponent(category.name)}/${encodeURIComponent(item)}`}
                  onClick={(e) => {
                    e.preventDefault();
                    onPick(group.items, item);
                  }}
                >
                  {item}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Desktop bar (>= 1024 px): hovering or focusing a category opens its sub-category groups. */
export function CategoryBar() {
  const menu = useQuery(MENU_QUERY);
  const [open, setOpen] = useState<string | null>(null);
  const go = useGoToItem(() => setOpen(null));
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  if (!menu.data?.length) return null;
  return (
    <nav className="catbar" aria-label="Categories" ref={ref} onMouseLeave={() => setOpen(null)}>
      <ul className="catbar__list">
        {menu.data.map((category) => (
          <li
            key={category.name}
            className="catbar__item"
            onMouseEnter={() => setOpen(category.name)}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node)) setOpen((o) => (o === category.name ? null : o));
            }}
          >
            <button
              type="button"
              className="catbar__btn"
              aria-expanded={open === category.name}
              onClick={() => setOpen((o) => (o === category.name ? null : category.name))}
            >
              {category.name}
            </button>
            {open === category.name && (
              <div className="mega" data-testid="mega-menu">
                <Groups category={category} onPick={(items, item) => go(category, items, item)} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The menu toggle's drawer (every width): categories expand into groups and items. */
export function CategoryDrawer({ onClose }: { onClose: () => void }) {
  const menu = useQuery(MENU_QUERY);
  const [expanded, setExpanded] = useState<string | null>(null);
  const go = useGoToItem(onClose);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.(); // back to the menu toggle
    };
  }, [onClose]);

  return (
    <div className="drawer" role="presentation" onClick={onClose}>
      <div
        className="drawer__panel"
        id="category-drawer"
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onClick={(e) => e.stopPropagation()}
        onKeyDown={trapTab}
      >
        <div className="drawer__head">
          <strong>Menu</strong>
          <button type="button" className="icon-btn" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {menu.isLoading && <p className="muted">Loading menu...</p>}
        <ul className="drawer__list">
          {(menu.data ?? []).map((category) => (
            <li key={category.name}>
              <button
                type="button"
                className="drawer__cat"
                aria-expanded={expanded === category.name}
                onClick={() => setExpanded((x) => (x === category.name ? null : category.name))}
              >
                {category.name}
                <ChevronIcon size={18} className={expanded === category.name ? 'rot180' : ''} />
              </button>
              {expanded === category.name && (
                <Groups category={category} onPick={(items, item) => go(category, items, item)} />
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
