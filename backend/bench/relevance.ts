/**
 * The judged relevance set (test/relevance/judged-queries.ts) against the started app: first-result
 * accuracy and NDCG@10 of the results page, with each judged query's search and suggestion latency
 * (one request at a time, uncached: each query is asked once), so a ranking change shows its effect
 * and its cost side by side. Stores the set names that the bench database lacks are skipped.
 */
import { accepts, JUDGED, ListedItem, ndcgAt } from '../../test/relevance/judged-queries';
import { percentile } from './scenarios';

export interface JudgedRelevance {
  queries: number;
  firstResult: number;
  ndcg10: number;
  searchP95: number;
  suggestP95: number;
  summary: string;
}

async function timed<T>(url: string, store: string): Promise<{ ms: number; body: T }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'X-Store': store } });
  const body = (await res.json()) as T;
  return { ms: performance.now() - started, body };
}

export async function judgedRelevance(base: string): Promise<JudgedRelevance> {
  let right = 0;
  let ndcg = 0;
  const search: number[] = [];
  const suggest: number[] = [];
  for (const j of JUDGED) {
    const q = encodeURIComponent(j.query);
    const page = await timed<{ items: ListedItem[] }>(
      `${base}/api/storeinventory/Listing?search=${q}&pageSize=100`,
      j.store,
    );
    const s = await timed<unknown>(`${base}/api/storeinventory/Suggest?q=${q}`, j.store);
    search.push(page.ms);
    suggest.push(s.ms);
    const ranked = (page.body.items ?? []).map((i) => accepts(j, i));
    if (ranked[0]) right++;
    ndcg += ndcgAt(10, ranked, ranked.filter(Boolean).length);
  }
  const n = JUDGED.length;
  const r = {
    queries: n,
    firstResult: right / n,
    ndcg10: ndcg / n,
    searchP95: percentile(search, 95),
    suggestP95: percentile(suggest, 95),
  };
  const summary =
    `Judged search (${n} queries, both demo stores): first result ${(r.firstResult * 100).toFixed(1)} %, ` +
    `NDCG@10 ${r.ndcg10.toFixed(3)}; one at a time, 100 per page: search p95 ${r.searchP95.toFixed(1)} ms, ` +
    `suggestions p95 ${r.suggestP95.toFixed(1)} ms`;
  return { ...r, summary };
}
