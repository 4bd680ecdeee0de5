import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Store } from './store.entity';
import { StoreContextInterceptor } from './store-context.decorators';
import { StoreDb } from './store-db';
import { StoresService } from './stores.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Store])],
  providers: [StoresService, StoreDb, { provide: APP_INTERCEPTOR, useClass: StoreContextInterceptor }],
  exports: [StoresService, StoreDb],
})
export class TenantsModule {}
