/**
 * What a product name (and the store's columns) state outright that a match can contradict: the
 * proof (an ABV counts as half the proof), the vintage and the pack count. A barcode shared by two
 * bottlings of a line ('... 109 PROOF' and '... 102 PRF') is not proof that they are one product.
 */
export interface StatedFacts {
  /** US proof: '109 PROOF', '109PRF', '90 PF', or twice a stated ABV ('54.5%'). */
  proof?: number;
  /** A year 1950..2049 in the name ('2021'), or the vintage column. */
  vintage?: number;
  /** Bottles in the pack the shopper buys: '6PK', '12 PACK', '4-PACK'. */
  pack?: number;
}

/** Extra columns some stores send and every master has. */
export interface StatedColumns {
  abv?: number | null;
  vintage?: string | number | null;
}

const PROOF = /(\d{2,3}(?:\.\d)?)\s*-?\s*(?:PROOF|PRF|PF)\b/i;
const PROOF_AFTER = /\bPROOF\s*(\d{2,3}(?:\.\d)?)\b/i;
const ABV = /(\d{1,2}(?:\.\d{1,2})?)\s*%/;
const YEAR = /(?:^|[^\d.])((?:19[5-9]|20[0-4])\d)(?![\d.])/;
const PACK = /(\d{1,2})\s*-?\s*(?:PK|PCK|PACK)\b/i;

/** The facts a name states, with the columns' when the name is silent. */
export function statedFacts(name: string | null | undefined, columns: StatedColumns = {}): StatedFacts {
  const text = String(name ?? '');
  const out: StatedFacts = {};
  const proof = PROOF.exec(text) ?? PROOF_AFTER.exec(text);
  const abv = ABV.exec(text);
  if (proof) out.proof = Number(proof[1]);
  else if (abv) out.proof = Number(abv[1]) * 2;
  else if (columns.abv && columns.abv > 0 && columns.abv < 100) out.proof = Number(columns.abv) * 2;
  const year = YEAR.exec(text) ?? YEAR.exec(String(columns.vintage ?? ''));
  if (year) out.vintage = Number(year[1]);
  const pack = PACK.exec(text);
  if (pack && Number(pack[1]) > 1) out.pack = Number(pack[1]);
  return out;
}

/**
 * The name without the facts it states: when two names disagree on one, the disagreement is
 * judged once (see contradictions), and the rest of the names say whether it is the same line.
 */
export function withoutStatedFacts(name: string): string {
  const all = (re: RegExp) => new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g');
  return [PROOF, PROOF_AFTER, ABV, PACK]
    .reduce((text, re) => text.replace(all(re), ' '), name)
    .replace(all(YEAR), (m, year: string) => m.slice(0, m.length - year.length) + ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The name without the year it states ('OLD FORESTER BIRTHDAY BOURBON 2021' -> '... BOURBON'). */
export function withoutYear(name: string): string {
  return name
    .replace(new RegExp(YEAR.source, 'g'), (m, year: string) => m.slice(0, m.length - year.length) + ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The facts both sides state and disagree on, as shown to the super-admin ('proof 109 / 102'). */
export function contradictions(store: StatedFacts, master: StatedFacts): string[] {
  const out: string[] = [];
  // Proofs within one degree are the same bottling written two ways (86 / 86.8, 43 % / 86 proof).
  if (store.proof !== undefined && master.proof !== undefined && Math.abs(store.proof - master.proof) > 1)
    out.push(`proof ${trim(store.proof)} / ${trim(master.proof)}`);
  if (store.vintage !== undefined && master.vintage !== undefined && store.vintage !== master.vintage)
    out.push(`vintage ${store.vintage} / ${master.vintage}`);
  if (store.pack !== undefined && master.pack !== undefined && store.pack !== master.pack)
    out.push(`pack ${store.pack} / ${master.pack}`);
  return out;
}

const trim = (n: number) => String(Math.round(n * 10) / 10);
