import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/decorators';
import type { StoreContext } from '../tenants/store-context';
import { ShopCtx } from '../tenants/store-context.decorators';
import { RatesQueryDto } from './dto/rates-query.dto';
import { ShippingService } from './shipping.service';

@ApiTags('shipping')
@Controller('shipping')
export class ShippingController {
  constructor(private readonly shipping: ShippingService) {}

  /** Spec 7: {option name: cost in dollars} from the store's rate table. */
  @Public()
  @Get('rates')
  rates(@ShopCtx() ctx: StoreContext, @Query() q: RatesQueryDto) {
    return this.shipping.rates(ctx, q.weight, q.isResidential ?? true);
  }

  /** What the checkout needs to know about the store: delivery zones, shipping on/off, location, tax. */
  @Public()
  @Get('options')
  options(@ShopCtx() ctx: StoreContext) {
    return this.shipping.settings(ctx);
  }
}
