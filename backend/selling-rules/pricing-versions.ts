import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotificationListener } from '../common/db/notification-listener';

/** The channel of the PricingChanged migration's triggers (payload: the store id). */
export const PRICING_CHANNEL = 'pricing_changed';

/** Without a live listener, a cached value is trusted this long (other instances' changes). */
export const UNLISTENED_MS = 1000;
/** With one, still re-read now and then (belt and braces). */
export const LISTENED_MS = 60_000;

/** When a per-store value was read: the store's version then and the time. */
export interface PricingStamp {
  version: string;
  at: number;
}

/**
 * Per store, a version of what the quote keeps in memory (selling rules, promotions, shipping
 * rates, web config's shipping switch): it moves when this instance changes one (`changed`, called
 * by the writers after commit) and when any instance does (the 'pricing_changed' notifications).
 * A value read at one version is current while the version has not moved.
 */
@Injectable()
export class PricingVersions implements OnModuleInit, OnModuleDestroy {
  private readonly versions = new Map<number, number>();
  private epoch = 0;
  private listener?: NotificationListener;

  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async onModuleInit(): Promise<void> {
    const url = (this.ds.options as { url?: string }).url;
    if (!url) return;
    this.listener = new NotificationListener(url, PRICING_CHANNEL, 'pricing', (payload) => {
      const storeId = Number(payload);
      if (payload && Number.isInteger(storeId)) this.changed(storeId);
      else this.changedAll();
    });
    await this.listener.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.stop();
  }

  /** A store's pricing data changed (call after the change's commit). */
  changed(storeId: number): void {
    this.versions.set(storeId, (this.versions.get(storeId) ?? 0) + 1);
  }

  changedAll(): void {
    this.epoch++;
    this.versions.clear();
  }

  /** Take before reading: what the value read next will be checked against. */
  stamp(storeId: number, now = Date.now()): PricingStamp {
    return { version: `${this.epoch}.${this.versions.get(storeId) ?? 0}`, at: now };
  }

  /** Whether a value read at `stamp` is still the store's. */
  current(storeId: number, stamp: PricingStamp, now = Date.now()): boolean {
    const maxAge = this.listener?.listening ? LISTENED_MS : UNLISTENED_MS;
    return now - stamp.at < maxAge && stamp.version === this.stamp(storeId, now).version;
  }
}
