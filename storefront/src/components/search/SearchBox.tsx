import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSubCategories } from '../../state/sub-category';
import { ProductImage } from '../ProductImage';
import { fetchSuggestions, SUGGEST_MIN_CHARS, suggestionOptions, type SuggestionOption } from './suggestions';

const LISTBOX = 'search-suggestions';

/**
 * Spec 2.4 search box with suggestions as the shopper types: an ARIA 1.2
 * combobox. Arrow keys move through products, brands and categories, Enter opens the highlighted one
 * (or searches the text, spec 2.4), Escape closes the list and then the box.
 */
export function SearchBox({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(true);

  useEffect(() => input.current?.focus(), []);
  // A short pause after the last key before asking the server.
  useEffect(() => {
    const t = setTimeout(() => setTyped(text.trim()), 120);
    return () => clearTimeout(t);
  }, [text]);

  const enough = typed.replace(/\s+/g, '').length >= SUGGEST_MIN_CHARS;
  const suggestions = useQuery({
    queryKey: ['suggest', typed.toLowerCase()],
    queryFn: ({ signal }) => fetchSuggestions(typed, signal),
    enabled: enough,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const options = enough && text.trim() ? suggestionOptions(suggestions.data) : [];
  const expanded = listOpen && options.length > 0;

  function go(to: string) {
    clearSubCategories();
    onClose();
    navigate(to);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (expanded && active >= 0 && options[active]) return go(options[active].to);
    const q = text.trim();
    if (!q) return; // spec 5 Search: blank text calls nothing
    go(`/products/${encodeURIComponent(q)}`);
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return;
      e.preventDefault();
      setListOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text itself: past the last option the highlight goes back to the box, and round.
      setActive((a) => {
        const next = a + step;
        if (next >= options.length) return -1;
        if (next < -1) return options.length - 1;
        return next;
      });
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (expanded) {
        setListOpen(false);
        setActive(-1);
      } else onClose();
    }
  }

  const groups = (['Products', 'Brands', 'Categories'] as const)
    .map((g) => ({ g, items: options.map((o, i) => ({ o, i })).filter(({ o }) => o.group === g) }))
    .filter((x) => x.items.length);
  const activeOption: SuggestionOption | undefined = expanded ? options[active] : undefined;

  return (
    <form id="site-search" className="navbar__search" role="search" onSubmit={submit}>
      <label htmlFor="site-search-input" className="sr-only">
        Search products
      </label>
      <div className="suggest">
        <input
          id="site-search-input"
          ref={input}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={LISTBOX}
          aria-activedescendant={activeOption?.id}
          autoComplete="off"
          placeholder="Search wine, spirits, beer..."
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(-1);
            setListOpen(true);
          }}
          onKeyDown={onKeyDown}
          maxLength={100}
        />
        <div id={LISTBOX} role="listbox" aria-label="Suggestions" className="suggest__list" hidden={!expanded}>
          {groups.map(({ g, items }) => (
            <div key={g} role="group" aria-labelledby={`${LISTBOX}-${g}`} className="suggest__group">
              <div id={`${LISTBOX}-${g}`} role="presentation" className="suggest__title">
                {g}
              </div>
              {items.map(({ o, i }) => (
                <div
                  key={o.id}
                  id={o.id}
                  role="option"
                  aria-selected={i === active}
                  className={`suggest__option ${i === active ? 'is-active' : ''}`}
                  onMouseDown={(e) => e.preventDefault()} // keep the focus in the box
                  onMouseEnter={() => setActive(i)}
                  onClick={() => go(o.to)}
                >
                  {o.thumbnailUrl !== undefined && (
                    <ProductImage src={o.thumbnailUrl} alt="" width={32} height={40} className="suggest__img" />
                  )}
                  <span className="suggest__label">{o.label}</span>
                  <span className="suggest__detail">{o.detail}</span>
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
      <button type="submit" className="btn btn--primary">
        Search
      </button>
      <span className="sr-only" role="status" aria-live="polite">
        {expanded ? `${options.length} suggestions. Use the up and down arrows to choose.` : ''}
      </span>
    </form>
  );
}
