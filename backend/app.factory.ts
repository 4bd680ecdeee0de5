import 'reflect-metadata';
import fastifyCompress from '@fastify/compress';
import { BROTLI, COMPRESS_FROM_BYTES, COMPRESS_SYNC_UP_TO_BYTES } from './common/http/answer-encoding';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { rejectBadInput } from './common/http/bad-input';
import { BODY_LIMIT, registerBodyParsers } from './common/http/body-parsers';
import { createLogger, PinoNestLogger } from './common/http/logger';
import { answerMethodNotAllowed } from './common/http/method-not-allowed';
import { answerNotModified } from './common/http/not-modified';
import { buildOpenApiDocument } from './common/http/openapi';
import { registerRequestLog, requestIdOf } from './common/http/request-log';
import { registerSecurityHeaders, stripeSources } from './common/http/security-headers';
import { recordRoutes } from './common/http/route-table';
import { serveFrontEnds } from './common/http/static-sites';
import { validationPipe } from './common/http/validation';
import { AppConfig, projectRoot } from './config/config';
import { MetricsService } from './metrics/metrics.service';
import { CSV_UPLOAD_BODY } from './inventory-sync/inventory-sync.module';
import { pagePictureHints } from './storeinventory/page-picture-hints';
import { attachStore } from './tenants/store.middleware';
import { StoresService } from './tenants/stores.service';
import { STRIPE_WEBHOOK_BODY } from './payment/stripe/stripe-webhook.controller';

export interface CreateAppOptions {
  /** Where the JSON log lines go (default stdout); tests collect them to check what is logged. */
  logDestination?: DestinationStream;
}

/**
 * Builds the whole HTTP application (API, docs and front ends) on Fastify, initialised and ready
 * (routes and plugins loaded: `app.getHttpServer()` answers); used by main.ts and the tests.
 */
export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  options: CreateAppOptions = {},
): Promise<INestApplication> {
  const logger = createLogger(config.logLevel, options.logDestination);
  const adapter = new FastifyAdapter({
    // Fastify takes a hop count too (as express did), though its types list only the other forms.
    trustProxy: config.trustProxy as string | boolean,
    bodyLimit: BODY_LIMIT,
    genReqId: requestIdOf,
    requestIdHeader: false,
    // While the app stops, a request already on a kept-alive connection is still answered (not
    // 503): the proxy in front sends the next one to another instance once this one stops listening.
    return503OnClosing: false,
    // As express routed: /a/ is /a, paths are not case-sensitive (params keep their case), and a
    // parameter may be as long as a URL can be (Node's 16 KB header limit); the handlers check lengths.
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false, maxParamLength: 16 * 1024 },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, databaseUrl), adapter, {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  recordRoutes(fastify);
  app.get(MetricsService).attach(fastify);
  await registerSecurityHeaders(fastify, stripeSources(config.stripe));
  answerNotModified(fastify); // before compression: a 304 has no body to compress
  // gzip/brotli for clients that ask (browsers): the storefront's JS budget is measured gzipped.
  // Brotli at the kept answers' quality (answer-encoding.ts): most answers compressed here are sent once.
  // Whole answers up to COMPRESS_SYNC_UP_TO_BYTES in one call, not through a stream per response.
  await app.register(fastifyCompress, {
    threshold: COMPRESS_FROM_BYTES,
    syncThreshold: COMPRESS_SYNC_UP_TO_BYTES,
    brotliOptions: BROTLI,
  });
  registerRequestLog(fastify, logger);
  answerMethodNotAllowed(fastify);
  registerBodyParsers(fastify, [CSV_UPLOAD_BODY, STRIPE_WEBHOOK_BODY]);
  fastify.addHook('preValidation', rejectBadInput);
  attachStore(fastify, app.get(StoresService));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(validationPipe());
  // No enableShutdownHooks(): main.ts owns the signals (HTTP server first, then the database).

  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app));

  serveFrontEnds(fastify, projectRoot(), pagePictureHints(app));
  try {
    await app.init();
    await fastify.ready();
  } catch (e) {
    // A start-up check refused (e.g. StoreIsolationCheck): stop what already started, then say why.
    await app.close().catch(() => undefined);
    throw e;
  }
  return app;
}
