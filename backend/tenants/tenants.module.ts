import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SIGNED_IN_STEP } from '../common/auth/signed-in-step';
import { Store } from './store.entity';
import { CallerContexts } from './store-context.decorators';
import { StoreDb } from './store-db';
import { StoresService } from './stores.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Store])],
  providers: [StoresService, StoreDb, CallerContexts, { provide: SIGNED_IN_STEP, useExisting: CallerContexts }],
  exports: [StoresService, StoreDb, SIGNED_IN_STEP],
})
export class TenantsModule {}
