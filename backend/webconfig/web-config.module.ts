import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { WebConfigController } from './web-config.controller';
import { WebConfigService } from './web-config.service';

@Module({
  imports: [ImagesModule],
  controllers: [WebConfigController],
  providers: [WebConfigService],
  exports: [WebConfigService],
})
export class WebConfigModule {}
