import { Module } from '@nestjs/common';
import { AdminAttributeListsController } from './admin-attribute-lists.controller';
import { ConfiguratorController } from './configurator.controller';
import { ConfiguratorService } from './configurator.service';

@Module({
  controllers: [ConfiguratorController, AdminAttributeListsController],
  providers: [ConfiguratorService],
  exports: [ConfiguratorService],
})
export class ConfiguratorModule {}
