import { parseSearchQuery } from '../domain/search-query';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { ListingPage } from '../domain/api/catalogue';
import { toCents, toDollars } from '../domain/money';
import { ITEM_PICKER_SIZE, PAGE_SIZES, pageSizeFor } from '../domain/page-size';
import type { StoreContext } from '../tenants/store-context';
import { CatalogueService, JsonBody, SerializedJson } from '../catalogue/catalogue.service';
import { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import { CatalogueProduct } from '../catalogue/catalogue-product';
import { Collection, collectionNamed } from '../catalogue/collections';
import { suggest } from '../catalogue/suggestions';
import type { SuggestionsView } from '../domain/api/catalogue';
import { ListingQuery, ListingResult, ListingSort, SearchHits } from '../catalogue/listing';
import { ProductView } from '../catalogue/product-view';
import type { CatalogueNeed } from '../catalogue/cold-query';

/** The storefront listing's defaults (spec 4 Listing load). */
const LISTING = { sort: 'relevance' as ListingSort, pageSize: PAGE_SIZES.storefront.default };

/** Item numbers are short codes; anything else cannot name a product. */
const ITEM_NUMBER = /^[A-Za-z0-9._-]{1,40}$/;

export interface ListingParams {
  category?: string;
  subCategory?: string;
  search?: string;
  types?: string;
  countries?: string;
  brands?: string;
  vineyards?: string;
  minPrice?: number;
  maxPrice?: number;
  sizes?: string;
  onSale?: string;
  inStock?: string;
  sort?: ListingSort;
  page?: number;
  pageSize?: number;
}

const ticked = (v?: string) => v === 'true' || v === '1';

const list = (csv?: string) =>
  csv
    ? csv
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;

/** Search text as we compare it: trimmed, single-spaced, lower case; '' when blank. */
export function normaliseSearch(text: string | undefined): string {
  return String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** What a listing needs of the catalogue. */
function listingNeed(p: Pick<ListingParams, 'category' | 'search'>): CatalogueNeed {
  const search = normaliseSearch(p.search);
  // A collection's name is no search text: its products are read like the whole category. Sizes
  // and packs in the text ('titos 1.75') are filters, not words an item's text must hold.
  const words = collectionNamed(search) ? undefined : parseSearchQuery(search).text;
  return { kind: 'listing', category: p.category, search: words };
}

/** Negative bounds mean "no bound" at zero; swapped bounds are put right (spec 4 Listing load). */
function priceBounds(min?: number, max?: number): [number | undefined, number | undefined] {
  let lo = min === undefined ? undefined : Math.max(0, toCents(min));
  let hi = max === undefined ? undefined : Math.max(0, toCents(max));
  if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
  return [lo, hi];
}

/** FeaturedItems: pictured products, best rated first, then on sale, then newest. */
function featuredPicks(snap: CatalogueSnapshot, count: number): CatalogueProduct[] {
  return snap.products
    .filter((p) => p.content.imageHash && p.listedVariants.length)
    .sort(
      (a, b) =>
        b.rating - a.rating ||
        Number(b.onSale) - Number(a.onSale) ||
        b.createdMs - a.createdMs ||
        (a.key < b.key ? -1 : 1),
    )
    .slice(0, count);
}

/** WeeklyDeals: sales in progress, biggest saving first. */
function dealPicks(snap: CatalogueSnapshot, count: number): CatalogueProduct[] {
  return snap.products
    .filter((p) => p.onSale)
    .sort((a, b) => b.bestDiscount - a.bestDiscount || (a.lc.name < b.lc.name ? -1 : 1))
    .slice(0, count);
}

/**
 * The customer-side store inventory calls (spec 7), answered from the in-memory catalogue of the
 * context's store (the request's storefront store).
 */
@Injectable()
export class StoreInventoryService {
  constructor(private readonly catalogue: CatalogueService) {}

  snapshot(ctx: StoreContext): Promise<CatalogueSnapshot> {
    return this.catalogue.snapshot(ctx.store);
  }

  /** The catalogue a listing needs: the store's snapshot, or a partial read while it is cold. */
  private listingCatalogue(
    ctx: StoreContext,
    p: Pick<ListingParams, 'category' | 'search'>,
  ): Promise<CatalogueSnapshot> {
    return this.catalogue.catalogue(ctx.store, listingNeed(p));
  }

  /** Runs a listing query; `search` text is ranked by the in-memory search index (cached per snapshot). */
  run(snap: CatalogueSnapshot, p: ListingParams, defaults: { sort: ListingSort; pageSize: number }): ListingResult {
    return this.catalogue.listing(
      snap,
      this.query(p, defaults, (search) => this.catalogue.searchHits(snap, search)),
    );
  }

  /**
   * The listing query of these parameters; `hits` ranks a search text (not called without one;
   * without `hits`, the search is answered apart: see summaryListing).
   */
  private query(
    p: ListingParams,
    defaults: { sort: ListingSort; pageSize: number },
    hits?: (search: string) => SearchHits,
  ): ListingQuery {
    const search = normaliseSearch(p.search);
    if (search.length > 200) throw new BadRequestException('search is too long (at most 200 characters).');
    const [minPriceCents, maxPriceCents] = priceBounds(p.minPrice, p.maxPrice);
    // A search for a collection's name ('Spirit Bundles') lists that collection.
    const collection = collectionNamed(search);
    return {
      category: p.category,
      subCategory: p.subCategory,
      searchHits: search && !collection && hits ? hits(search) : undefined,
      collection,
      sizes: list(p.sizes),
      onSale: ticked(p.onSale),
      inStock: ticked(p.inStock),
      types: list(p.types),
      countries: list(p.countries),
      brands: list(p.brands),
      vineyards: list(p.vineyards),
      minPriceCents,
      maxPriceCents,
      sort: p.sort ?? (search && !collection ? 'relevance' : defaults.sort),
      page: p.page ?? 1,
      pageSize: pageSizeFor('storefront', p.pageSize ?? defaults.pageSize),
    };
  }

  views(snap: CatalogueSnapshot, products: CatalogueProduct[], detail = false): ProductView[] {
    return products.map((p) => this.catalogue.view(snap, p, detail));
  }

  /** The storefront listing, serialised (identical repeated queries are served from a cache). */
  async listingJson(ctx: StoreContext, p: ListingParams): Promise<JsonBody> {
    const search = normaliseSearch(p.search);
    if (search.length > 200) throw new BadRequestException('search is too long (at most 200 characters).');
    const key = JSON.stringify([
      'listing',
      p.category,
      p.subCategory,
      search,
      p.types,
      p.countries,
      p.brands,
      p.minPrice,
      p.maxPrice,
      p.sizes,
      ticked(p.onSale),
      ticked(p.inStock),
      p.sort,
      p.page,
      p.pageSize,
    ]);
    // A cold store's repeated query: its kept answer (or the one being made), without reading the store again.
    return this.catalogue.coldOnce(ctx.store, listingNeed(p), key, () => this.makeListing(ctx, p, search, key));
  }

  private async makeListing(ctx: StoreContext, p: ListingParams, search: string, key: string): Promise<JsonBody> {
    // A cold store's listing or search: PostgreSQL answers from the store's summary (not a
    // collection's listing: summaryAnswers turns it down).
    const summary = await this.catalogue.summaryListing(ctx.store, this.query(p, LISTING), search || undefined);
    if (summary)
      return this.catalogue.respondAsync(summary.snap, key, async () =>
        this.listingBody(summary.snap, summary.result, undefined, summary.didYouMean),
      );
    const snap = await this.listingCatalogue(ctx, p);
    return this.catalogue.respondAsync(snap, key, async (): Promise<SerializedJson> => {
      const r = this.run(snap, p, LISTING);
      const collection = collectionNamed(search);
      // A search that finds nothing at all (whatever the other filters) offers the catalogue's own words.
      const nothing = !!search && !collection && r.total === 0 && !this.catalogue.searchListsAny(snap, search);
      // A cold store's partial snapshot holds the search's matches only: the words to offer are read for it.
      const words =
        nothing && snap.partial ? await this.catalogue.catalogue(ctx.store, { kind: 'words', search }) : snap;
      const didYouMean = nothing ? this.catalogue.didYouMean(words, search) : undefined;
      return this.listingBody(snap, r, collection, didYouMean);
    });
  }

  /** The ListingPage of a listing result as JSON, each product's view serialised once per snapshot. */
  private listingBody(
    snap: CatalogueSnapshot,
    r: ListingResult,
    collection?: Collection,
    didYouMean?: string,
  ): SerializedJson {
    const head = {
      ...(collection ? { collection: { name: collection.name, description: collection.description } } : {}),
      ...(didYouMean ? { didYouMean } : {}),
    } satisfies Pick<ListingPage, 'collection' | 'didYouMean'>;
    const rest = {
      total: r.total,
      page: r.page,
      pageSize: r.pageSize,
      facets: {
        types: r.facets.types,
        countries: r.facets.countries,
        brands: r.facets.brands,
        sizes: r.facets.sizes,
        onSale: r.facets.onSale,
        inStock: r.facets.inStock,
        minPrice: toDollars(r.facets.minPriceCents),
        maxPrice: toDollars(r.facets.maxPriceCents),
      },
    } satisfies Omit<ListingPage, 'items' | 'collection' | 'didYouMean'>;
    // A cold store's partial snapshot is thrown away after this answer: its views are not kept
    // apart, the page is serialised in one go (one string, not one per product then joined).
    if (snap.partial) return new SerializedJson(JSON.stringify({ ...head, items: this.views(snap, r.items), ...rest }));
    const members = (o: object) => JSON.stringify(o).slice(1, -1);
    const items = r.items.map((x) => this.catalogue.viewJson(snap, x)).join(',');
    const before = members(head);
    return new SerializedJson(`{${before}${before ? ',' : ''}"items":[${items}],${members(rest)}}`);
  }

  /**
   * Search-as-you-type: products, brands and categories from the store's
   * in-memory catalogue; repeated texts are answered from the response cache.
   */
  async suggestJson(ctx: StoreContext, text: string | undefined): Promise<JsonBody> {
    const q = normaliseSearch(text);
    const snap = await this.snapshot(ctx);
    return this.catalogue.respond(snap, JSON.stringify(['suggest', q]), (): SuggestionsView => {
      const s = suggest(snap, q, (t, n) => this.catalogue.searchTop(snap, t, n));
      return {
        products: s.products.map((p) => {
          const v = this.catalogue.view(snap, p);
          return {
            itemNumber: v.itemNumber,
            name: v.itemDescription,
            brand: v.brand,
            thumbnailUrl: v.thumbnailUrl,
            displayPrice: v.displayPrice,
          };
        }),
        brands: s.brands,
        categories: s.categories,
      };
    });
  }

  /** GET /storeinventory/{itemNumber}: the product holding that item, with every size. */
  async productJson(ctx: StoreContext, itemNumber: string): Promise<JsonBody> {
    if (!ITEM_NUMBER.test(itemNumber))
      throw new BadRequestException('The item number must be 1 to 40 letters, digits, dots, dashes or underscores.');
    const need = { kind: 'item', itemNumber } as const;
    // A cold store's answer is kept by item number, so a repeated request finds it before its read.
    const coldKey = `detail-item|${itemNumber}`;
    return this.catalogue.coldOnce(ctx.store, need, coldKey, async () => {
      const snap = await this.catalogue.catalogue(ctx.store, need);
      const product = this.catalogue.product(snap, itemNumber);
      if (!product) throw new NotFoundException(`No product with item number ${itemNumber} in this store.`);
      const key = snap.partial ? coldKey : `detail|${product.key}`;
      return this.catalogue.respond(snap, key, () => this.catalogue.view(snap, product, true));
    });
  }

  /** A product page's picture for the page's first-visit hint, or undefined. */
  async productImageUrl(ctx: StoreContext, itemNumber: string): Promise<string | undefined> {
    if (!ITEM_NUMBER.test(itemNumber)) return undefined;
    const snap = await this.catalogue.catalogue(ctx.store, { kind: 'item', itemNumber });
    const product = this.catalogue.product(snap, itemNumber);
    return (product && this.catalogue.view(snap, product, true).imageUrl) || undefined;
  }

  /**
   * A collection listing's first card pictures for the page's first-visit hint:
   * read from the very answer the page's first request gets (which this also puts in the cache).
   */
  async collectionImageUrls(ctx: StoreContext, category: string, count: number): Promise<string[]> {
    const body = await this.listingJson(ctx, { category, page: 1, pageSize: PAGE_SIZES.storefront.default });
    const { items } = JSON.parse(body.bytes.toString()) as Pick<ListingPage, 'items'>;
    return items
      .slice(0, count)
      .map((p) => p.thumbnailUrl || p.imageUrl)
      .filter(Boolean);
  }

  async page(
    ctx: StoreContext,
    p: ListingParams,
    defaults = { sort: 'relevance' as ListingSort, pageSize: PAGE_SIZES.storefront.max },
  ): Promise<ProductView[]> {
    const snap = await this.listingCatalogue(ctx, p);
    return this.views(snap, this.run(snap, p, defaults).items);
  }

  async all(ctx: StoreContext, page?: number, pageSize?: number): Promise<ProductView[]> {
    const snap = await this.snapshot(ctx);
    if (page === undefined && pageSize === undefined) return this.views(snap, snap.products);
    const size = pageSizeFor('storefront', pageSize ?? PAGE_SIZES.storefront.max);
    const start = ((page ?? 1) - 1) * size;
    return this.views(snap, snap.products.slice(start, start + size));
  }

  /** Home page picks: rated products with their own image first, then sales. */
  async featured(ctx: StoreContext, count = 8): Promise<ProductView[]> {
    const snap = await this.snapshot(ctx);
    return this.views(snap, featuredPicks(snap, count));
  }

  async weeklyDeals(ctx: StoreContext, count = 24): Promise<ProductView[]> {
    const snap = await this.snapshot(ctx);
    return this.views(snap, dealPicks(snap, count));
  }

  /**
   * The home page's and product page's strips (FeaturedItems, WeeklyDeals) as kept answers: made
   * once per snapshot and count, sent as they are (and compressed once per encoding) until the store
   * changes. Each asked for the whole store's products sorted on every request before.
   */
  async stripJson(ctx: StoreContext, strip: 'featured' | 'deals', count: number): Promise<JsonBody> {
    const snap = await this.snapshot(ctx);
    const picks = strip === 'featured' ? featuredPicks : dealPicks;
    return this.catalogue.respond(snap, JSON.stringify([strip, count]), () => this.views(snap, picks(snap, count)));
  }

  /** Number of products a shopper can browse in this store. */
  async inventoryCount(ctx: StoreContext): Promise<number> {
    return (await this.snapshot(ctx)).products.length;
  }

  /** Spec 3 'Category filter response': brands, countries, maxPrice, count (plus minPrice, types). */
  async departmentFilters(ctx: StoreContext, category?: string, subCategory?: string) {
    const snap = await this.listingCatalogue(ctx, { category });
    const r = this.run(snap, { category, subCategory, pageSize: 1 }, { sort: 'relevance', pageSize: 1 });
    const names = (list: { value: string }[]) => list.map((f) => f.value).sort((a, b) => a.localeCompare(b));
    return {
      brands: names(r.facets.brands),
      countries: names(r.facets.countries),
      types: names(r.facets.types),
      minPrice: toDollars(r.facets.minPriceCents),
      maxPrice: toDollars(r.facets.maxPriceCents),
      count: r.total,
    };
  }

  /**
   * ByTag/{tag}: 'featured', 'sale' / 'deals' / 'weekly-deals', 'new' / 'newest', otherwise any
   * category, sub-category, brand or country with that name.
   */
  async byTag(ctx: StoreContext, tag: string, count = 48): Promise<ProductView[]> {
    const t = tag.trim().toLowerCase();
    if (t === 'featured') return this.featured(ctx, count);
    if (['sale', 'deals', 'weekly-deals', 'onsale', 'on-sale'].includes(t)) return this.weeklyDeals(ctx, count);
    const snap = await this.snapshot(ctx);
    if (t === 'new' || t === 'newest' || t === 'new-arrivals')
      return this.views(snap, snap.sorted.newest.slice(0, count));
    const matches = snap.products.filter(
      (p) => p.lc.main === t || p.lc.group === t || p.lc.sub === t || p.lc.brand === t || p.lc.country === t,
    );
    return this.views(snap, matches.slice(0, count));
  }

  async byBrands(ctx: StoreContext, brands: string): Promise<ProductView[]> {
    const wanted = new Set(
      brands
        .split(',')
        .map((b) => b.trim().toLowerCase())
        .filter(Boolean),
    );
    const snap = await this.snapshot(ctx);
    return this.views(snap, snap.products.filter((p) => wanted.has(p.lc.brand)).slice(0, 200));
  }

  async search(ctx: StoreContext, text: string, limit: number): Promise<ProductView[]> {
    const search = normaliseSearch(text);
    if (!search) return []; // spec 5: blank search text returns an empty list
    const snap = await this.listingCatalogue(ctx, { search });
    return this.views(snap, this.run(snap, { search, pageSize: limit }, { sort: 'relevance', pageSize: limit }).items);
  }

  /** SearchAddItem: one line per size, for picking an exact item (e.g. adding it to an order). */
  async searchAddItem(ctx: StoreContext, text: string) {
    const search = normaliseSearch(text);
    if (!search) return [];
    const snap = await this.listingCatalogue(ctx, { search });
    const r = this.run(snap, { search, pageSize: ITEM_PICKER_SIZE }, { sort: 'relevance', pageSize: ITEM_PICKER_SIZE });
    return r.items.flatMap((p) => {
      const view = this.catalogue.view(snap, p);
      return p.listedVariants.map((v) => ({
        itemNumber: v.itemNumber,
        itemDescription: view.itemDescription,
        brand: view.brand,
        size: v.size,
        packType: v.packType,
        packSize: v.packSize,
        price: v.regularPrice,
        salePrice: v.onSale ? v.currentPrice : 0,
        currentPrice: v.currentPrice,
        availableToSell: v.availableToSell,
        isAvailable: v.isAvailable,
        imageUrl: view.imageUrl,
        thumbnailUrl: view.thumbnailUrl,
      }));
    });
  }
}
