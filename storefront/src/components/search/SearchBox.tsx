import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSubCategories } from '../../state/sub-category';
import type { SuggestionOption } from './suggestions';
import { SuggestionList } from './SuggestionList';
import { comboboxKey, useSuggestions } from './use-suggestions';

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
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(true);

  useEffect(() => input.current?.focus(), []);
  const options = useSuggestions(text);
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

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) =>
    comboboxKey(e, { count: options.length, expanded, setListOpen, setActive, onClose });

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
        <SuggestionList
          id={LISTBOX}
          options={options}
          active={active}
          expanded={expanded}
          onHover={setActive}
          onChoose={go}
        />
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
