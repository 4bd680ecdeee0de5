/**
 * A store whose snapshot is not in memory ("cold") is answered straight from PostgreSQL: the
 * request reads only the store's items its answer can depend on (a superset, by conditions over
 * the store's rows), completes the product families those items belong to, and the same code as
 * the warm path (buildSnapshot, runListing, SearchIndex, productView) answers over that small
 * partial snapshot. So both paths give the same answer by construction, and the cold path costs a
 * few indexed queries instead of reading the whole store.
 */
import { MENU_TAXONOMY } from '../domain/catalogue';
import type { ItemRow } from './catalogue-product';
import { loadItemsWhere } from './catalogue-loader';
import { ArrayQueryable } from './array-queryable';
import { norm, productKey } from './product-content';
import type { MasterCache } from './master-cache';
import { didYouMeanEdits, MIN_DID_YOU_MEAN_LENGTH, querySlots } from './search-index';
import { foldText, words } from './search-text';
import type { SynonymSet } from './synonyms';

/** What a request needs of a store's catalogue. */
export type CatalogueNeed =
  | { kind: 'item'; itemNumber: string }
  | { kind: 'listing'; category?: string; search?: string }
  /** The catalogue words "did you mean" may offer for a search's words (see wordsCondition). */
  | { kind: 'words'; search: string }
  | { kind: 'whole' };

/** Whether a cold store can answer this need with a partial read (else it waits for its snapshot). */
export function isNarrow(need: CatalogueNeed): boolean {
  if (need.kind === 'item') return true;
  if (need.kind === 'listing') return !!norm(need.category) || words(need.search ?? '').length > 0;
  if (need.kind === 'words') return words(need.search).length > 0;
  return false;
}

/**
 * Whether a cold store's partial read for this need is costly: a search (without a current search
 * image) reads every item its words and their typos may match, often most of the store, again for
 * each new text, so a store searched often earns its place in a full cache by popularity alone. A
 * product page (a few indexed rows) and a category listing are cheap cold: their store must be
 * asked for twice as often as the one it would evict (CacheAdmission.admits' margin), as a store
 * churning in and out of a full cache costs a whole-store read and derivation each time, more than
 * hundreds of their cold answers.
 */
export function needsSnapshot(need: CatalogueNeed): boolean {
  if (need.kind === 'item') return false;
  if (need.kind === 'listing') return words(need.search ?? '').length > 0;
  return true;
}

/**
 * foldText in SQL, cheaply: lower case and apostrophes dropped; only a text with non-ASCII letters
 * also has the common accented letters translated (translate() costs the length of its list per
 * character). A text still holding other non-ASCII letters is kept as a candidate whatever the
 * query (see searchCondition).
 */
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
const PLAIN = [...ACCENTED].map((ch) => foldText(ch)).join('');
const dropApostrophes = (text: string) => `replace(replace(replace(${text}, '''', ''), '’', ''), '\`', '')`;

/** Every text a product's search words can come from (item and master beverage). */
const SEARCH_TEXT = `concat_ws(' ', i.item_description, i.brand, i.country_of_origin, i.item_vintage, i.type_of_grape,
  i.main_category, i.sub_category, b.item_name, b.main_category, b.sub_category_1, b.final_category, b.brand,
  b.country, b.state, b.vintage, b.type_of_grape, b.sub_region_one, b.sub_region_two, b.winery)`;
/** The fields a product's type (and so its menu group and category) comes from. */
const TYPE_FIELDS = ['b.final_category', 'b.sub_category_1', 'i.sub_category'];
const CATEGORY_FIELDS = [
  'b.main_category',
  'b.sub_category_1',
  'b.final_category',
  'i.main_category',
  'i.sub_category',
];
const lowered = (field: string) => `lower(btrim(${field}))`;

/**
 * Substrings of a query word, one of which every vocabulary word it can match contains: the word
 * itself for exact and prefix matches; for words long enough for typos (4+ letters: one edit, 8+:
 * two), pieces separated by one letter, so that no edit (a swap of neighbours included) touches
 * more than one piece, and one piece is left intact.
 */
export function matchPieces(q: string): string[] {
  if (q.length < 4) return [q];
  return pieces(q, q.length >= 8 ? 3 : 2);
}

/** `q` cut into `parts` pieces with one letter left out between neighbours (see matchPieces). */
function pieces(q: string, parts: number): string[] {
  const usable = q.length - (parts - 1);
  const out: string[] = [];
  let at = 0;
  for (let k = 0; k < parts; k++) {
    const len = Math.floor(usable / parts) + (k < usable % parts ? 1 : 0);
    out.push(q.slice(at, at + len));
    at += len + 1;
  }
  return out;
}

/** Menu items (types) whose menu group or category holds any of these folded pieces. */
function typesNamedBy(match: (folded: string) => boolean): string[] {
  const out: string[] = [];
  for (const c of MENU_TAXONOMY)
    for (const g of c.groups)
      if (match(foldText(c.name)) || match(foldText(g.name))) for (const i of g.items) out.push(i.toLowerCase());
  return out;
}

class Conditions {
  readonly values: unknown[] = [];
  readonly parts: string[] = [];
  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length + 1}`; // $1 is the store
  }
}

function categoryCondition(c: Conditions, category: string): void {
  const t = norm(category);
  const token = c.param(t);
  const types = c.param(typesNamedBy((folded) => folded === foldText(t)));
  const equal = CATEGORY_FIELDS.map((f) => `${lowered(f)} = ${token}`);
  const typed = TYPE_FIELDS.map((f) => `${lowered(f)} = ANY(${types}::text[])`);
  c.parts.push(`(${[...equal, ...typed].join(' OR ')})`);
}

function searchCondition(c: Conditions, search: string, synonyms?: SynonymSet): void {
  const wordCondition = (q: string, typos: boolean) => {
    const pieces = typos ? matchPieces(q) : [q];
    const inText = pieces.map((p) => `strpos(s.t, ${c.param(p)}) > 0`);
    const types = c.param(typesNamedBy((folded) => pieces.some((p) => folded.includes(p))));
    const typed = TYPE_FIELDS.map((f) => `${lowered(f)} = ANY(${types}::text[])`);
    return `(${[...inText, ...typed].join(' OR ')})`;
  };
  // Every slot matches through one of its alternatives (the typed words, or a synonym's words).
  const perWord = querySlots(search, synonyms).map(
    (slot) => `(${slot.map((alt, i) => `(${alt.map((q) => wordCondition(q, i === 0)).join(' AND ')})`).join(' OR ')})`,
  );
  inFoldedText(c, perWord.join(' AND '));
}

/**
 * Keeps the items whose folded search text `s.t` meets `test`, or holds non-ASCII letters foldText
 * may read otherwise. The text is folded once per row (OFFSET 0 keeps it from being inlined into
 * every test).
 */
function inFoldedText(c: Conditions, test: string): void {
  const raw = `lower(${SEARCH_TEXT})`;
  const accents = `translate(${raw}, ${c.param(ACCENTED)}, ${c.param(PLAIN)})`;
  const folded = dropApostrophes(`CASE WHEN octet_length(${raw}) = length(${raw}) THEN ${raw} ELSE ${accents} END`);
  c.parts.push(
    `EXISTS (SELECT 1 FROM (SELECT ${folded} AS t OFFSET 0) s WHERE octet_length(s.t) <> length(s.t) OR (${test}))`,
  );
}

/**
 * For "did you mean" on a cold store: every item holding a typed word (exactly or as the start of
 * a longer word: the word is the catalogue's, kept as typed) or a piece of it, one of which each
 * word within "did you mean"'s edits of it contains (n edits: n + 1 pieces, see pieces). So the
 * partial snapshot has every candidate word with all its products, and "did you mean" answers as
 * over the whole store.
 */
function wordsCondition(c: Conditions, search: string): void {
  const typed = [...new Set(words(search))].filter((q) => q.length >= MIN_DID_YOU_MEAN_LENGTH);
  const all = new Set<string>();
  for (const q of typed) {
    all.add(q);
    // 3+ letters, 1 edit: 2 pieces; 6+ letters, 2 edits: 3 pieces (each at least one letter).
    for (const p of pieces(q, didYouMeanEdits(q) + 1)) all.add(p);
  }
  if (!all.size) {
    c.parts.push('false');
    return;
  }
  inFoldedText(c, `s.t LIKE ANY(${c.param([...all].map((p) => `%${p}%`))}::text[])`);
}

/** Adds the other sizes of the product families among `rows` (a family spans master beverages). */
async function withFamilies(
  pool: ArrayQueryable,
  storeId: number,
  rows: ItemRow[],
  masters?: MasterCache,
): Promise<ItemRow[]> {
  const keys = new Set<string>();
  const names = new Set<string>();
  for (const r of rows) {
    if (!r.bev) continue;
    keys.add(productKey(r));
    names.add(norm(r.bev.itemName));
  }
  if (!names.size) return rows;
  const more = await loadItemsWhere(
    pool,
    storeId,
    `i.beverage_id IN (SELECT id FROM beverage WHERE lower(btrim(item_name, E' \\t\\r\\n')) = ANY($2::text[]))
     AND i.id <> ALL($3::int[])`,
    [[...names], rows.map((r) => r.id)],
    masters,
  );
  const family = more.filter((r) => keys.has(productKey(r)));
  if (!family.length) return rows;
  return [...rows, ...family].sort((a, b) => a.id - b.id);
}

/** The store's items a narrow need depends on (see isNarrow), families complete, in id order. */
export async function loadNeededItems(
  pool: ArrayQueryable,
  storeId: number,
  need: CatalogueNeed,
  synonyms?: SynonymSet,
  masters?: MasterCache,
): Promise<ItemRow[]> {
  const c = new Conditions();
  if (need.kind === 'item') {
    // The (store, item number) index first; any other letter case needs a scan of the store.
    const n = need.itemNumber;
    const rows = await loadItemsWhere(
      pool,
      storeId,
      'i.item_number = ANY($2::text[])',
      [[n, n.toLowerCase(), n.toUpperCase()]],
      masters,
    );
    const found = rows.length
      ? rows
      : /[a-z]/i.test(n)
        ? await loadItemsWhere(pool, storeId, 'lower(i.item_number) = $2', [n.toLowerCase()], masters)
        : [];
    return withFamilies(pool, storeId, found, masters);
  } else if (need.kind === 'listing') {
    if (norm(need.category)) categoryCondition(c, need.category!);
    if (words(need.search ?? '').length) searchCondition(c, need.search!, synonyms);
  } else if (need.kind === 'words') wordsCondition(c, need.search);
  if (!c.parts.length) throw new Error('loadNeededItems needs a narrow need (see isNarrow).');
  const rows = await loadItemsWhere(pool, storeId, c.parts.join(' AND '), c.values, masters);
  return withFamilies(pool, storeId, rows, masters);
}
