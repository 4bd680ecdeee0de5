import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessGuard } from './common/auth/access.guard';
import { ErrorFilter } from './common/http/error.filter';
import { PublicRateLimitModule } from './common/http/public-rate-limit';
import { APP_DB_ROLE } from './common/db/db-roles';
import { APP_CONFIG, AppConfig } from './config/config';
import { dataSourceOptions } from './database/data-source';
import { StoreIsolationCheck } from './database/store-isolation-check';
import { FEATURE_MODULES } from './feature-modules';
import { HealthController } from './health/health.controller';
import { TenantsModule } from './tenants/tenants.module';

@Module({})
export class AppModule {
  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        // The pool runs as shop_app: row-level security separates the stores (tenants/store-db.ts).
        TypeOrmModule.forRoot(dataSourceOptions(databaseUrl, config.dbPoolSize, APP_DB_ROLE)),
        // With PUBLIC_RATE_LIMIT=0 nothing is limited, so no throttler guard runs on any request.
        ...(config.publicRateLimit > 0 ? [PublicRateLimitModule] : []),
        TenantsModule,
        ...FEATURE_MODULES,
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        StoreIsolationCheck,
        // No global interceptor: the guard also marks personal answers no-store and builds the caller's context.
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
      ],
      exports: [APP_CONFIG],
    };
  }
}
