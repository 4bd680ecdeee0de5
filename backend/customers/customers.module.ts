import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../users/user.entity';
import { Customer } from './customer.entity';
import { CustomersController } from './customers.controller';
import { CustomersService } from './customers.service';
import { MyDetailsController } from './my-details.controller';
import { MyDetailsService } from './my-details.service';
import { SavedAddress } from './saved-address.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Customer, User, SavedAddress])],
  controllers: [MyDetailsController, CustomersController],
  providers: [CustomersService, MyDetailsService],
  exports: [CustomersService],
})
export class CustomersModule {}
