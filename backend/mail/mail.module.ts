import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutbox } from './mail-outbox.entity';
import { MailService } from './mail.service';
import { MailWorker } from './mail.worker';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MailOutbox])],
  providers: [MailService, MailWorker],
  exports: [MailService, MailWorker],
})
export class MailModule {}
