import { Module } from '@nestjs/common';
import { StoreInventoryModule } from '../storeinventory/storeinventory.module';
import { MenuController } from './menu.controller';
import { MenuService } from './menu.service';

@Module({
  imports: [StoreInventoryModule],
  controllers: [MenuController],
  providers: [MenuService],
})
export class MenuModule {}
