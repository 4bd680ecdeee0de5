import { mayBeCut, nameSimilarity, nameTokens, sameLeadingWord, unpairedWords } from '../domain/name-similarity';
import {
  contradictions,
  statedFacts,
  withoutStatedFacts,
  withoutYear,
  type StatedColumns,
  type StatedFacts,
} from './stated-facts';

/** What we know of the store's item. */
export interface MatchQuery extends StatedColumns {
  itemName: string;
  sizeMl: number | null;
  /** Normalised by `normaliseGtin`: a 14-digit GTIN whose check digit is right (verified), or null. */
  gtin: string | null;
  brand?: string | null;
  /** 'Bottle', 'Gift Pack', 'Mini Pack'... when the store sent one. */
  packType?: string | null;
}

/** A master product fetched as a possible match. */
export interface MatchCandidate extends StatedColumns {
  id: number;
  itemName: string;
  sizeMl: number | null;
  gtin: string | null;
  brand?: string | null;
  packType?: string | null;
}

/** The kinds of evidence a suggestion rests on, strongest first. */
export type MatchEvidence = 'barcode+size' | 'name+size';

export interface RankedSuggestion {
  beverageId: number;
  /** 0..1, best first: the confidence shown with the suggestion. */
  score: number;
  /** 'barcode+size' ranks above 'name+size' unless it needs review. */
  evidence: MatchEvidence;
  /** Why it is suggested: 'same UPC and size', '92 % name match, same size'. */
  reason: string;
  sameUpc: boolean;
  nameMatch: number;
  /** true / false when both sides name a pack type, else null. */
  samePackType: boolean | null;
  /** The names (or columns) contradict each other: a person decides; never bulk accepted. */
  needsReview: boolean;
  /** What contradicts: 'proof 109 / 102', 'vintage 2020 / 2021', 'pack 6 / 12'. */
  conflicts: string[];
  /** One of two or more masters the store's name fits equally well (shown as equally close). */
  tied: boolean;
}

/** A name-only suggestion needs at least this much name similarity. */
export const MIN_NAME_MATCH = 0.7;
/** A name-only match where the store's name has a word the master's lacks needs this much. */
export const MIN_NAME_MATCH_WITH_EXTRA_WORD = 0.9;
/**
 * A barcode + size match is verified (and ranked above every name-only match) when the GTIN's
 * check digit is right, the names start alike (the brand) and share at least this much. Otherwise
 * the barcode is another product's: the Iowa catalogue alone has 1,209 barcodes shared by
 * products of one size (gift packs reuse the bottle's UPC, flavours of a line share one, some are
 * plain errors); such a candidate is judged by its name like any other.
 */
export const MIN_NAME_MATCH_WITH_UPC = 0.5;
/** A barcode + size match whose store name has a word the master lacks needs this much name match. */
export const MIN_NAME_MATCH_WITH_UPC_AND_EXTRA_WORD = 0.8;
/** Confidence bands: every barcode + size match (0.9..1) above every name-only one (below 0.9). */
const BARCODE_FLOOR = 0.9;
const NAME_ONLY_CEILING = 0.89;
/** A match whose evidence contradicts itself is shown below the 80 % a confident match reaches. */
export const NEEDS_REVIEW_CEILING = 0.79;
/** A variant word only the master names ('PUCKER', 'RYE', 'BUY THE BARREL'): likely another product. */
const MASTER_ONLY_WORD_FACTOR = 0.9;

const percent = (x: number) => `${Math.round(x * 100)} %`;
const packKey = (p: string | null | undefined) => (p ?? '').trim().toLowerCase();

type Scored = RankedSuggestion & { itemName: string };

/** One candidate's suggestion, or null when it is not one (see rankSuggestions). */
function scoreCandidate(query: MatchQuery, c: MatchCandidate, aMayBeCut: boolean): Scored | null {
  const storeFacts = statedFacts(query.itemName, query);
  const masterFacts = statedFacts(c.itemName, c);
  const conflicts = contradictions(storeFacts, masterFacts);
  // Names that both state a fact are compared without them ('86 PROOF' / '43%'): the facts are
  // judged once, by contradictions, and the rest of the names say whether it is the same line.
  const bothState = (Object.keys(storeFacts) as Array<keyof StatedFacts>).some((k) => masterFacts[k] !== undefined);
  // A year only the master's name states (the store's name cut before it, or left out): every
  // bottling of the line fits the store's name alike, a little less than a name that says it all.
  const yearOnlyInMaster = !bothState && storeFacts.vintage === undefined && withoutYear(c.itemName) !== c.itemName;
  const [storeName, masterName] = bothState
    ? [withoutStatedFacts(query.itemName), withoutStatedFacts(c.itemName)]
    : [query.itemName, yearOnlyInMaster ? withoutYear(c.itemName) : c.itemName];
  const nameMatch = nameSimilarity(storeName, masterName, { aMayBeCut });
  const brandMatch = query.brand && c.brand ? nameSimilarity(query.brand, c.brand) : null;
  const sameUpc = !!query.gtin && query.gtin === c.gtin;
  const samePackType =
    packKey(query.packType) && packKey(c.packType) ? packKey(query.packType) === packKey(c.packType) : null;
  const sameBrandWord = sameLeadingWord(storeName, masterName);
  const unpaired = unpairedWords(storeName, masterName, { aMayBeCut });
  // Each name names a variant the other lacks: a line whose flavours share one barcode.
  const otherVariant = unpaired.a && unpaired.b;
  // The store names something the master lacks and the names agree little: another flavour on its barcode.
  const weakWithExtra = unpaired.a && nameMatch < MIN_NAME_MATCH_WITH_UPC_AND_EXTRA_WORD;
  // Only the master names a variant: the store's item is more likely the plain one.
  const masterOnly = (unpaired.b && !unpaired.a) || yearOnlyInMaster ? MASTER_ONLY_WORD_FACTOR : 1;
  const masterOnlyWords = [...unpaired.bWords, ...(yearOnlyInMaster ? [String(masterFacts.vintage)] : [])];
  let score: number;
  let reason: string;
  let evidence: MatchEvidence;
  if (sameUpc && nameMatch >= MIN_NAME_MATCH_WITH_UPC && sameBrandWord && !otherVariant && !weakWithExtra) {
    evidence = 'barcode+size';
    score = BARCODE_FLOOR + (1 - BARCODE_FLOOR) * nameMatch * masterOnly;
    reason = nameMatch >= 0.8 ? 'same UPC and size' : `same UPC and size, ${percent(nameMatch)} name match`;
  } else {
    // A name-only match must start alike too: 'TULLAMORE DEW 12YR' is not 'DEWARS 12YR'.
    // A variant word only the master has counts against the minimum too ('GREY GOOSE' / 'GREY GOOSE VX').
    if (nameMatch * masterOnly < MIN_NAME_MATCH || !sameBrandWord) return null;
    evidence = 'name+size';
    // The store names something the master lacks: more often another variant than an omission
    // (a cut name's last word only when it starts none of the master's words).
    if (unpaired.a && nameMatch < MIN_NAME_MATCH_WITH_EXTRA_WORD) return null;
    score = NAME_ONLY_CEILING * nameMatch * masterOnly;
    reason = `${percent(nameMatch)} name match, same size`;
  }
  if (masterOnly < 1) reason += `, only the master says '${masterOnlyWords.join(' ')}'`;
  if (samePackType === false) reason += `, pack type ${c.packType}`;
  if (brandMatch !== null && brandMatch >= 0.6) {
    // Only ever a small bonus, within the band: stores often send the supplier where we keep the brand.
    score = Math.min(evidence === 'barcode+size' ? 1 : NAME_ONLY_CEILING, score + 0.01);
    reason += ', same brand';
  }
  if (conflicts.length) {
    score = Math.min(score, NEEDS_REVIEW_CEILING * nameMatch);
    reason += `, but ${conflicts.join(', ')}: needs review`;
  }
  const needsReview = conflicts.length > 0;
  const rounded = Math.round(score * 1000) / 1000;
  return {
    beverageId: c.id,
    score: rounded,
    evidence,
    reason,
    sameUpc,
    nameMatch,
    samePackType,
    needsReview,
    conflicts,
    tied: false,
    itemName: c.itemName,
  };
}

/** A verified barcode + size match whose evidence agrees: the only kind ranked above all others. */
export const isConfirmedBarcodeMatch = (r: Pick<RankedSuggestion, 'evidence' | 'needsReview'>) =>
  r.evidence === 'barcode+size' && !r.needsReview;

/**
 * Ranks candidates for a store item. Never suggests another size (nor anything when the size is
 * unknown). A verified barcode + size match ranks above any name-only match unless the names or
 * columns contradict it (proof, ABV, vintage, pack count): then it needs review, below 80 %.
 * Among several masters sharing the barcode, the one whose pack type and name agree comes first
 * (never the lower id). A barcode is not verified when each name names a variant the other lacks
 * (flavours of a line sharing one barcode). A store name as long as a POS cut leaves it is also
 * compared with the start of the master's name; when that leaves other products tied at the top,
 * they are shown as equally close (`tied`), and a person picks.
 */
export function rankSuggestions(query: MatchQuery, candidates: MatchCandidate[], limit = 5): RankedSuggestion[] {
  if (query.sizeMl === null) return [];
  const seen = new Set<number>();
  const ranked: Scored[] = [];
  const aMayBeCut = mayBeCut(query.itemName);
  for (const c of candidates) {
    if (seen.has(c.id) || c.sizeMl !== query.sizeMl) continue;
    seen.add(c.id);
    const scored = scoreCandidate(query, c, aMayBeCut);
    if (scored) ranked.push(scored);
  }
  const tier = (r: RankedSuggestion) => (isConfirmedBarcodeMatch(r) ? 1 : 0);
  const pack = (r: RankedSuggestion) => (r.samePackType === false ? 0 : 1);
  ranked.sort(
    (a, b) =>
      tier(b) - tier(a) ||
      pack(b) - pack(a) ||
      b.score - a.score ||
      b.nameMatch - a.nameMatch ||
      // Still equal (the same words): the name written closest to the store's.
      literalCloseness(query.itemName, b.itemName) - literalCloseness(query.itemName, a.itemName) ||
      a.itemName.localeCompare(b.itemName) ||
      a.beverageId - b.beverageId,
  );
  markTies(ranked);
  return ranked.slice(0, limit).map(({ itemName: _itemName, ...r }) => r);
}

/**
 * The best name-only matches are alike as far as the store's name goes (a name cut before the
 * words that tell them apart: 'OLD FORESTER BIRTHDAY BOURBON' for the 2020, 2021 and 2022
 * bottlings) yet name other products: the name does not say which, so each is shown as equally close.
 */
function markTies(ranked: Scored[]): void {
  const [first] = ranked;
  if (!first || first.evidence !== 'name+size') return;
  const level = ranked.filter(
    (r) => r.evidence === 'name+size' && r.score === first.score && r.samePackType === first.samePackType,
  );
  if (new Set(level.map((r) => wordSet(r.itemName))).size < 2) return;
  for (const r of level) {
    r.tied = true;
    r.reason += `, equally close to ${level.length - 1} other ${level.length === 2 ? 'product' : 'products'}`;
  }
}

/** A name's words in any order: the same product listed twice has the same set. */
const wordSet = (name: string) => nameTokens(name).sort().join(' ');

/** Shared letters in order, for telling apart names whose words are the same ('80PRF' / '80 PRF'). */
function literalCloseness(a: string, b: string): number {
  const x = a.toLowerCase().replace(/[^a-z0-9]/g, '');
  const y = b.toLowerCase().replace(/[^a-z0-9]/g, '');
  let same = 0;
  for (let i = 0; i < Math.min(x.length, y.length) && x[i] === y[i]; i++) same++;
  return same / Math.max(x.length, y.length, 1) - Math.abs(x.length - y.length) / 1000;
}
