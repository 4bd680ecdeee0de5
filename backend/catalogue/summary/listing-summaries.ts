/**
 * The listing summaries of the stores not in memory: answering a cold category listing or search
 * from one (summary-listing.ts, over the store's listing image: kept in memory, kept-images.ts,
 * else read from PostgreSQL), and writing a store's summary when a cold listing finds none
 * current (after a change to the store or the master catalogue, or on a new day). Summaries are
 * written one at a time per process, in the background, each from a whole read of the store made
 * for it (with the master beverages joined, not from the shared master cache, whose texts may lag
 * a change the version read before them already counts).
 */
import type { Logger } from '@nestjs/common';
import type { ArrayQueryable } from '../array-queryable';
import { loadItemsById, loadStoreItems } from '../catalogue-loader';
import type { ItemRow } from '../catalogue-product';
import { buildSnapshotInSlices } from '../catalogue-snapshot';
import { Gate } from '../gate';
import type { ListingQuery } from '../listing';
import type { MasterCache } from '../master-cache';
import { imageListing, ReadImage, SummaryAnswer } from './summary-listing';
import { KeptImages, keptRead } from './kept-images';
import { summaryOf } from './summary-rows';
import { readVersions, SummaryStore, summaryIsCurrent, writeSummary } from './summary-store';
import { searchKeptImage } from './kept-image-search';
import { loadSales, salesByProduct } from '../sales-popularity';
import type { SynonymSet } from '../synonyms';

/** Reads (and writes) across stores for the catalogue, in one transaction (CatalogueService.read). */
export type CatalogueRead = <T>(work: (client: ArrayQueryable, masters?: MasterCache) => Promise<T>) => Promise<T>;

/** A listing from a summary, with the rows of its page's products (every size). */
export interface SummaryRead {
  answer: SummaryAnswer;
  rows: ItemRow[];
  /** For a search that lists nothing: the words to offer instead. */
  didYouMean?: string;
}

export type { SummaryStore } from './summary-store';

/** The tax rate the summary's snapshot is built with: nothing a summary keeps reads the store's tax. */
const NO_TAX = 0;

export class ListingSummaries {
  /** Per store, the write under way, and the one queued after it. */
  private readonly writing = new Map<number, Promise<boolean>>();
  private readonly queued = new Map<number, Promise<boolean>>();
  /** One summary written at a time: each reads and derives a whole store. */
  private readonly turns = new Gate(1);
  /** Summaries written by this process (tests, the benchmark). */
  written = 0;

  /** The listing images kept in memory for the stores asked for lately. */
  readonly kept: KeptImages;

  constructor(
    private readonly read: CatalogueRead,
    private readonly logger: Logger,
    keptBytes: number,
  ) {
    this.kept = new KeptImages(keptBytes);
  }

  /**
   * The listing of `image` (kept, else read), made before the read's buffer is handed back; with
   * the rows of its page's products (every size), read in the caller's transaction.
   */
  private async answer(
    client: ArrayQueryable,
    masters: MasterCache | undefined,
    store: SummaryStore,
    read: ReadImage,
    query: ListingQuery,
    hits?: number[],
  ): Promise<Omit<SummaryRead, 'didYouMean'> | undefined> {
    let answer: SummaryAnswer | undefined;
    try {
      answer = read.image && imageListing(read.image, query, hits);
    } finally {
      read.release();
    }
    if (!answer) return undefined;
    return { answer, rows: await loadItemsById(client, store.id, answer.pageItemIds.flat(), masters) };
  }

  /**
   * The listing from the store's summary with the rows of its page's products (every size), or
   * undefined when the store has no current summary: one is then written in the background. One
   * transaction: the listing image when it is not kept, and the page's items.
   */
  async listing(store: SummaryStore, query: ListingQuery): Promise<SummaryRead | undefined> {
    const kept = this.kept.get(store);
    const got = await this.read(async (client, masters) =>
      this.answer(client, masters, store, kept ? keptRead(kept) : await this.kept.read(client, store), query),
    );
    if (!got) this.summariseLater(store);
    return got;
  }

  /**
   * A search listing from the store's summary: its search image finds and ranks the listed hits,
   * the store's listing image filters, counts and pages them; a text that lists nothing at all
   * comes with the "did you mean" the store's words offer. Undefined when the store has no
   * current summary (one is then written in the background).
   */
  async search(
    store: SummaryStore,
    query: ListingQuery,
    text: string,
    synonyms: SynonymSet | undefined,
  ): Promise<SummaryRead | undefined> {
    const kept = this.kept.get(store);
    const got = await this.read(async (client, masters) => {
      const found = await searchKeptImage(client, store, text, synonyms);
      if (!found) return undefined;
      // The hits are places in the search image's summary: read with that summary's listing.
      const read = kept?.stamp === found.stamp ? keptRead(kept) : await this.kept.read(client, store);
      if (read.image?.stamp !== found.stamp) {
        read.release();
        return undefined;
      }
      const got = await this.answer(client, masters, store, read, query, found.hits);
      return got && { ...got, didYouMean: found.didYouMean };
    });
    if (!got) this.summariseLater(store);
    return got;
  }

  /** Starts writing the store's summary (not awaited), unless a turn after the write under way is already queued. */
  summariseLater(store: SummaryStore): void {
    if (this.queued.has(store.id)) return;
    void this.summarise(store).catch((e) =>
      this.logger.warn(`Listing summary of store ${store.id}: ${(e as Error)?.message ?? e}`),
    );
  }

  /**
   * Writes the store's summary unless it is current; whether one was written. A call made while a
   * write is under way waits for it and then checks again (that write may have read the store
   * before the change this call is about); calls meanwhile share that second turn.
   */
  summarise(store: SummaryStore): Promise<boolean> {
    const queued = this.queued.get(store.id);
    if (queued) return queued;
    const running = this.writing.get(store.id);
    if (!running) return this.start(store);
    const next = running
      .catch(() => false)
      .then(() => {
        this.queued.delete(store.id);
        return this.start(store);
      });
    this.queued.set(store.id, next);
    return next;
  }

  private start(store: SummaryStore): Promise<boolean> {
    const work: Promise<boolean> = this.turns
      .run(() => this.write(store))
      .finally(() => {
        if (this.writing.get(store.id) === work) this.writing.delete(store.id);
      });
    this.writing.set(store.id, work);
    return work;
  }

  private async write(store: SummaryStore): Promise<boolean> {
    const { today } = store;
    const source = await this.read(async (client) => {
      if (await summaryIsCurrent(client, store.id, today)) return undefined;
      // The numbers first: a change committed during the read leaves the summary out of date, never wrong.
      const versions = await readVersions(client, store.id);
      return { versions, rows: await loadStoreItems(client, store.id), sales: await loadSales(client, store.id) };
    });
    if (!source) return false;
    const snap = await buildSnapshotInSlices(store.id, NO_TAX, source.rows, today);
    const summary = summaryOf(snap, source.sales.size ? salesByProduct(snap, source.sales) : undefined);
    const written = await this.read((client) => writeSummary(client, store.id, today, source.versions, summary));
    if (written) this.written++;
    return written;
  }
}
