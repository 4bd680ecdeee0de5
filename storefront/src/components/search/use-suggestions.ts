import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type Dispatch, type KeyboardEvent, type SetStateAction } from 'react';
import { fetchSuggestions, SUGGEST_MIN_CHARS, suggestionOptions } from './suggestions';

/** The suggestions for what is in the box: asked a short pause after the last key, from a few letters on. */
export function useSuggestions(text: string) {
  const [typed, setTyped] = useState('');
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
  return enough && text.trim() ? suggestionOptions(suggestions.data) : [];
}

/** The highlight after an arrow key: -1 is the text itself, and past either end it goes round. */
function nextActive(active: number, step: 1 | -1, count: number): number {
  const next = active + step;
  if (next >= count) return -1;
  if (next < -1) return count - 1;
  return next;
}

/**
 * The combobox's keys: arrows open the list and move the highlight; Escape closes the list, and
 * with the list closed, the search box.
 */
export function comboboxKey(
  e: KeyboardEvent<HTMLInputElement>,
  s: {
    count: number;
    expanded: boolean;
    setListOpen: (open: boolean) => void;
    setActive: Dispatch<SetStateAction<number>>;
    onClose: () => void;
  },
): void {
  if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
    if (!s.count) return;
    e.preventDefault();
    s.setListOpen(true);
    const step = e.key === 'ArrowDown' ? 1 : -1;
    s.setActive((a) => nextActive(a, step, s.count));
  } else if (e.key === 'Escape') {
    e.preventDefault();
    if (s.expanded) {
      s.setListOpen(false);
      s.setActive(-1);
    } else s.onClose();
  }
}
