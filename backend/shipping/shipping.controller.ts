import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/decorators';
import { CurrentStore } from '../tenants/current-store';
import type { Store } from '../tenants/store.entity';
import { RatesQueryDto } from './dto/rates-query.dto';
import { ShippingService } from './shipping.service';

@ApiTags('shipping')
@Controller('shipping')
export class ShippingController {
  constructor(private readonly shipping: ShippingService) {}

  /** Spec 7: {option name: cost in dollars} from the store's rate table. */
  @Public()
  @Get('rates')
  rates(@CurrentStore() store: Store, @Query() q: RatesQueryDto) {
    return this.shipping.rates(store, q.weight, q.isResidential ?? true);
  }

  /** What the checkout needs to know about the store: delivery zones, shipping on/off, location, tax. */
  @Public()
  @Get('options')
  options(@CurrentStore() store: Store) {
    return this.shipping.settings(store);
  }
}
