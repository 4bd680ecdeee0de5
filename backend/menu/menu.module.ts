import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { MenuController } from './menu.controller';
import { MenuService } from './menu.service';

@Module({
  imports: [CatalogueModule],
  controllers: [MenuController],
  providers: [MenuService],
})
export class MenuModule {}
