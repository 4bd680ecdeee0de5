import { DataSource } from 'typeorm';
import { SearchSynonym } from '../../../search-synonyms/search-synonym.entity';

/** Demo search synonyms: what shoppers type for what the catalogue calls otherwise. */
export const DEMO_SYNONYMS: Array<Pick<SearchSynonym, 'term' | 'synonyms' | 'twoWay'>> = [
  { term: 'jd', synonyms: ["jack daniel's"], twoWay: false },
  { term: 'jw', synonyms: ['johnnie walker'], twoWay: false },
  { term: 'whiskey', synonyms: ['whisky'], twoWay: true },
];

/** Loads the demo synonyms once (kept when the table already holds rules). */
export async function seedSearchSynonyms(ds: DataSource, log: (message: string) => void): Promise<void> {
  const repo = ds.getRepository(SearchSynonym);
  if (await repo.count()) return;
  await repo.save(DEMO_SYNONYMS.map((s) => repo.create(s)));
  log(`Search synonyms ready (${DEMO_SYNONYMS.length}).`);
}
