import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service';
import { APP_CONFIG, AppConfig } from '../config/config';
import { StoreDb } from '../tenants/store-db';
import { registerHttpMetrics } from './http-metrics';
import { registerShopGauges } from './shop-gauges';

/** Where Prometheus scrapes (outside /api: it is for the operator's monitoring, not the shop's clients). */
export const METRICS_PATH = '/metrics';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The app instance's metrics in the Prometheus text format at GET /metrics, for a bearer token
 * (METRICS_TOKEN); without one configured the path does not exist. Each app instance has its own
 * registry (tests run several in one process); Node's process metrics come with it.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() ds: DataSource,
    db: StoreDb,
    catalogue: CatalogueService,
  ) {
    collectDefaultMetrics({ register: this.registry, prefix: 'shop_' });
    registerShopGauges(this.registry, { db, ds, catalogue: () => catalogue.cacheUse() });
  }

  /** Hooks the HTTP metrics into every answer and serves the scrape path; before the app's routes start. */
  attach(fastify: FastifyInstance): void {
    registerHttpMetrics(fastify, this.registry);
    const token = this.config.metricsToken;
    if (!token) return;
    fastify.get(METRICS_PATH, async (req: FastifyRequest, reply: FastifyReply) => {
      const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(given, token)) {
        return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ statusCode: 401, message: 'Unauthorized' });
      }
      const text = await this.registry.metrics();
      return reply.header('Content-Type', this.registry.contentType).header('Cache-Control', 'no-store').send(text);
    });
  }
}
