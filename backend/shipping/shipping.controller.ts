import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/decorators';
import type { StoreContext } from '../tenants/store-context';
import { ShopCtx } from '../tenants/store-context.decorators';
import { RatesQueryDto } from './dto/rates-query.dto';
import { ShippingService } from './shipping.service';
import { Answers, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const RATE = obj({ 'Standard Shipping?': 'number', 'Express Shipping?': 'number', 'Ground?': 'number' });
const OPTION = obj({
  storeName: 'string',
  storeLocation: 'string',
  storePhone: 'string',
  deliveryZones: 'array',
  isShippingAvailable: 'boolean',
  salesTaxPercent: 'number',
  timeZone: 'string',
  shippingPolicy: 'array',
});

@ApiTags('shipping')
@Controller('shipping')
export class ShippingController {
  constructor(private readonly shipping: ShippingService) {}

  /** Spec 7: {option name: cost in dollars} from the store's rate table. */
  @Public()
  @Answers(RATE)
  @Get('rates')
  rates(@ShopCtx() ctx: StoreContext, @Query() q: RatesQueryDto) {
    return this.shipping.rates(ctx, q.weight, q.isResidential ?? true);
  }

  /** What the checkout needs to know about the store: delivery zones, shipping on/off, location, tax. */
  @Public()
  @Answers(OPTION)
  @Get('options')
  options(@ShopCtx() ctx: StoreContext) {
    return this.shipping.settings(ctx);
  }
}
