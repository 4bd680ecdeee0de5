/**
 * The platform-size run (`npm run bench -- --stores 1000 --items-per-store 5000`): many stores,
 * popularity skewed like real traffic (Zipf: the store ranked k gets traffic in proportion to 1/k),
 * listing, search, product and cart quote requests spread over them, latency reported separately for
 * the few hot stores and the long tail, with the app's peak memory and the database's size.
 */
import { Client } from 'pg';
import { rng } from '../database/demo-data/catalogue/text';
import { platformStoreUrl } from './platform-seed';
import { BUDGETS, Request, Scenario } from './scenarios';

/** The most popular stores (their snapshots should stay in memory). */
export const hotStores = (stores: number) => Math.min(10, Math.ceil(stores / 2));

const LISTINGS = [
  'category=wine&subCategory=wine&countries=France,Italy&minPrice=10&maxPrice=60&sort=price_asc&pageSize=24',
  'category=Wine&subCategory=Red%20Wine&types=Pinot%20Noir,Malbec&sort=price_desc&pageSize=24',
  'category=beer&subCategory=beer&types=IPA,Stout&maxPrice=30&sort=newest&pageSize=24',
  'category=Wine&subCategory=Chardonnay&countries=United%20States,France&minPrice=15&sort=price_desc&pageSize=24',
  'category=wine&sort=newest&page=2&pageSize=24',
  'category=beer&countries=Germany,Belgium&sort=price_asc&pageSize=24',
];
const SEARCHES = ['cab', 'mer', 'pin', 'chardonay', 'lager', 'sauvignon blanc'];

/** Store ranks drawn with Zipf popularity (s = 1), deterministic. */
function zipfRanks(stores: number, count: number, seed: string): number[] {
  const cdf: number[] = [];
  let sum = 0;
  for (let k = 1; k <= stores; k++) cdf.push((sum += 1 / k));
  const r = rng(seed);
  return Array.from({ length: count }, () => {
    const x = r() * sum;
    let lo = 0;
    let hi = cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  });
}

/** Some available item numbers of each platform store (every 97th item), by its web address. */
async function itemNumbersByStore(url: string): Promise<Map<string, string[]>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const numbers = new Map<string, string[]>();
  try {
    const rows = (
      await client.query(
        `SELECT s.web_url, i.item_number FROM inventory_item i JOIN store s ON s.id = i.store_id
          WHERE s.web_url ~ '^p[0-9]{4}$' AND i.is_available AND i.id % 97 = 0`,
      )
    ).rows as { web_url: string; item_number: string }[];
    for (const r of rows) {
      let list = numbers.get(r.web_url);
      if (!list) numbers.set(r.web_url, (list = []));
      list.push(r.item_number);
    }
  } finally {
    await client.end();
  }
  return numbers;
}

/** The four scenarios over `stores` platform stores (item numbers read from the database). */
export async function platformScenarios(
  url: string,
  stores: number,
  warmup: number,
  /** Headers every storefront request carries besides its store (e.g. a browser's Accept-Encoding). */
  asked: Record<string, string> = {},
): Promise<Scenario[]> {
  const hot = hotStores(stores);
  const tag = (rank: number) => (rank <= hot ? 'hot stores' : 'long tail');
  const numbers = await itemNumbersByStore(url);
  const requests = (name: string, make: (rank: number, k: number) => string): Request[] =>
    zipfRanks(stores, 4000, name).map((rank, k) => ({
      path: make(rank, k),
      headers: { ...asked, 'x-store': platformStoreUrl(rank) },
      tag: tag(rank),
    }));
  const itemOf = (rank: number, k: number) => {
    const list = numbers.get(platformStoreUrl(rank)) ?? ['0'];
    return list[(k * 7919) % list.length];
  };
  const tagBudgets = { 'hot stores': BUDGETS.hot, 'long tail': BUDGETS.all };
  return [
    {
      name: 'listing',
      budget: BUDGETS.all,
      tagBudgets,
      warmup,
      requests: requests('listing', (_rank, k) => `/api/storeinventory/Listing?${LISTINGS[k % LISTINGS.length]}`),
    },
    {
      name: 'search',
      budget: BUDGETS.all,
      tagBudgets,
      warmup,
      requests: requests(
        'search',
        (_rank, k) =>
          `/api/storeinventory/Listing?search=${encodeURIComponent(SEARCHES[k % SEARCHES.length])}&pageSize=24`,
      ),
    },
    {
      name: 'product',
      budget: BUDGETS.all,
      tagBudgets,
      warmup,
      requests: requests('product', (rank, k) => `/api/storeinventory/${itemOf(rank, k)}`),
    },
    {
      // A pickup cart of three of the store's items, as the cart page asks for it.
      name: 'cart quote',
      budget: BUDGETS.all,
      tagBudgets,
      warmup,
      requests: zipfRanks(stores, 4000, 'quote').map((rank, k) => ({
        path: '/api/cart/quote',
        method: 'POST',
        body: JSON.stringify({
          orderType: 'pickup',
          items: [0, 1, 2].map((j) => ({ itemNumber: itemOf(rank, k * 3 + j), quantity: 1 + j })),
        }),
        headers: { ...asked, 'x-store': platformStoreUrl(rank), 'content-type': 'application/json' },
        tag: tag(rank),
      })),
    },
  ];
}
