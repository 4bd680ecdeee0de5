import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { json, type NextFunction, type Request, type Response } from 'express';
import compression from 'compression';
import helmet from 'helmet';
import { randomUUID } from 'node:crypto';
import type { DestinationStream } from 'pino';
import pinoHttp from 'pino-http';
import { AppModule } from './app.module';
import { isBadInputError, rejectBadInput, verifyJsonBody } from './common/http/bad-input';
import { createLogger, PinoNestLogger, redactText, serializeError } from './common/http/logger';
import { buildOpenApiDocument } from './common/http/openapi';
import { serveFrontEnds } from './common/http/static-sites';
import { productImageHint } from './storeinventory/product-image-hint';
import { validationPipe } from './common/http/validation';
import { AppConfig, projectRoot } from './config/config';

export interface CreateAppOptions {
  /** Where the JSON log lines go (default stdout); tests collect them to check what is logged. */
  logDestination?: DestinationStream;
}

/** Builds the whole HTTP application (API, docs and front ends); used by main.ts and the tests. */
export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  options: CreateAppOptions = {},
): Promise<INestApplication> {
  const logger = createLogger(config.logLevel, options.logDestination);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, databaseUrl), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // gzip/brotli for clients that ask (browsers): the storefront's JS budget is measured gzipped.
  app.use(compression({ threshold: 1024 }));
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && /^[\w-]{1,100}$/.test(given) ? given : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => !(req.url || '').startsWith('/api') },
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: redactText(String(req.url)) }),
        res: (res) => ({ statusCode: res.statusCode }),
        err: serializeError,
      },
    }),
  );
  // express.json itself (Nest's useBodyParser keeps `verify` to itself): the depth check reads the raw bytes.
  app.use(json({ limit: '1mb', verify: verifyJsonBody }));
  app.useBodyParser('urlencoded', { limit: '1mb', extended: false });
  app.use(rejectBadInput);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(validationPipe());
  // No enableShutdownHooks(): main.ts owns the signals (HTTP server first, then the database).

  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app));

  serveFrontEnds(app.getHttpAdapter().getInstance(), projectRoot(), productImageHint(app));
  try {
    await app.init();
  } catch (e) {
    // A start-up check refused (e.g. StoreIsolationCheck): stop what already started, then say why.
    await app.close().catch(() => undefined);
    throw e;
  }
  // Errors raised by express middleware (body parser: 413, bad JSON) get the same JSON shape.
  app
    .getHttpAdapter()
    .getInstance()
    .use((err: any, _req: Request, res: Response, next: NextFunction) => {
      if (res.headersSent) return next(err);
      const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : 500;
      const message = isBadInputError(err)
        ? err.publicMessage
        : status === 413
          ? 'The request body is too large (limit 1 MB).'
          : status === 400
            ? 'The request body is not valid JSON.'
            : 'Something went wrong on our side. Please try again.';
      if (status === 500) logger.error({ err }, 'Unhandled middleware error');
      res.status(status).json({
        statusCode: status,
        message,
        error: status === 413 ? 'Payload Too Large' : status === 400 ? 'Bad Request' : 'Internal Server Error',
      });
    });
  return app;
}
