/** How the search folds and splits text: the search index, synonyms and suggestions share it. */

/** Lower case, accents removed ('Rosé' -> 'rose'), apostrophes dropped ("Tito's" -> 'titos'). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '');
}

export function words(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
