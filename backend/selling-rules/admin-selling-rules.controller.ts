import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../common/auth/decorators';
import { AdminIdPipe } from '../common/http/admin-id.pipe';
import { ListQuery, setContentRange } from '../common/http/list-query';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import {
  DEPOSITS,
  OPENING_HOURS,
  SALE_HOURS,
  SHIPPING,
  ZONES,
  AdminSellingRulesService,
} from './admin-selling-rules.service';
import {
  DeliveryZoneDto,
  DepositRuleDto,
  OpeningHoursDto,
  SaleHoursDto,
  ShippingRuleDto,
} from './dto/selling-rules.dto';
import { Answers, list, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const SHIPPING_RULE = obj({ id: 'number', category: 'string', anywhere: 'boolean', states: 'array' });
const DEPOSIT_RULE = obj({
  id: 'number',
  category: 'string',
  minMl: 'number',
  maxMl: 'number|null',
  'amount?': 'number|null',
  taxable: 'boolean',
});
const DELIVERY_ZONE = obj({
  id: 'number',
  name: 'string',
  zipCodes: 'array',
  fee: 'number',
  minimumOrder: 'number',
  freeOver: 'number|null',
  slotCapacity: 'number',
  slotMinutes: 'number',
});
const OPENING_HOUR = obj({ id: 'number', weekday: 'number', opens: 'string', closes: 'string' });
const SALE_HOUR = obj({ id: 'number', noSalesFrom: 'string', noSalesUntil: 'string' });

/*
 * The store's selling rules as react-admin resources (ra-data-simple-rest: list with Content-Range,
 * read, add, change, delete), for the caller's store (a store admin's own; a super-admin's request
 * store). One controller per kind; the work is AdminSellingRulesService's.
 */

/** react-admin resource 'shipping-rules': where each category may ship. */
@ApiTags('admin selling rules')
@ApiBearerAuth()
@Controller('admin/shipping-rules')
export class AdminShippingRulesController {
  constructor(private readonly rules: AdminSellingRulesService) {}

  @Answers(list(SHIPPING_RULE))
  @Get()
  @Roles('admin', 'superadmin')
  @ApiOperation({ summary: 'Where the store may ship each category' })
  async list(@Ctx() ctx: StoreContext, @Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const { rows, total, offset } = await this.rules.list(ctx, SHIPPING, query);
    setContentRange(res, 'shipping-rules', offset, rows.length, total);
    return rows;
  }

  @Answers(SHIPPING_RULE)
  @Get(':id')
  @Roles('admin', 'superadmin')
  get(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.rules.get(ctx, SHIPPING, id);
  }

  @Answers(SHIPPING_RULE)
  @Post()
  @Roles('admin', 'superadmin')
  create(@Ctx() ctx: StoreContext, @Body() dto: ShippingRuleDto) {
    return this.rules.create(ctx, SHIPPING, dto);
  }

  @Answers(SHIPPING_RULE)
  @Put(':id')
  @Roles('admin', 'superadmin')
  update(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number, @Body() dto: ShippingRuleDto) {
    return this.rules.update(ctx, SHIPPING, id, dto);
  }

  @Answers(SHIPPING_RULE)
  @Delete(':id')
  @Roles('admin', 'superadmin')
  remove(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.rules.remove(ctx, SHIPPING, id);
  }
}

/** react-admin resource 'deposit-rules': bottle deposits per container. */
@ApiTags('admin selling rules')
@ApiBearerAuth()
@Controller('admin/deposit-rules')
export class AdminDepositRulesController {
  constructor(private readonly rules: AdminSellingRulesService) {}

  @Answers(list(DEPOSIT_RULE))
  @Get()
  @Roles('admin', 'superadmin')
  @ApiOperation({ summary: "The store's bottle deposits" })
  async list(@Ctx() ctx: StoreContext, @Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const { rows, total, offset } = await this.rules.list(ctx, DEPOSITS, query);
    setContentRange(res, 'deposit-rules', offset, rows.length, total);
    return rows;
  }

  @Answers(DEPOSIT_RULE)
  @Get(':id')
  @Roles('admin', 'superadmin')
  get(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.rules.get(ctx, DEPOSITS, id);
  }

  @Answers(DEPOSIT_RULE)
  @Post()
  @Roles('admin', 'superadmin')
  create(@Ctx() ctx: StoreContext, @Body() dto: DepositRuleDto) {
    return this.rules.create(ctx, DEPOSITS, dto);
  }

  @Answers(DEPOSIT_RULE)
  @Put(':id')
  @Roles('admin', 'superadmin')
  update(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number, @Body() dto: DepositRuleDto) {
    return this.rules.update(ctx, DEPOSITS, id, dto);
  }

  @Answers(DEPOSIT_RULE)
  @Delete(':id')
  @Roles('admin', 'superadmin')
  remove(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.rules.remove(ctx, DEPOSITS, id);
  }
}

/** react-admin resource 'delivery-zones': delivery fee, minimum, free-over and window capacity. */
@ApiTags('admin selling rules')
@ApiBearerAuth()
@Controller('admin/delivery-zones')
export class AdminDeliveryZonesController {
  constructor(private readonly rules: AdminSellingRulesService) {}

  @Answers(list(DELIVERY_ZONE))
  @Get()
  @Roles('admin', 'superadmin')
  @ApiOperation({ summary: "The store's delivery terms per zone" })
  async list(@Ctx() ctx: StoreContext, @Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const { rows, total, offset } = await this.rules.list(ctx, ZONES, query);
    setContentRange(res, 'delivery-zones', offset, rows.length, total);
    return rows;
  }

  @Answers(DELIVERY_ZONE)
  @Get(':id')
  @Roles('admin', 'superadmin')
  get(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.rules.get(ctx, ZONES, id);
  }

  @Answers(DELIVERY_ZONE)
  @Post()
  @Roles('admin', 'superadmin')
  create(@Ctx() ctx: StoreContext, @Body() dto: DeliveryZoneDto) {
    return this.rules.create(ctx, ZONES, dto);
  }

  @Answers(DELIVERY_ZONE)
  @Put(':id')
  @Roles('admin', 'superadmin')
  update(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number, @Body() dto: DeliveryZoneDto) {
    return this.rules.update(ctx, ZONES, id, dto);
  }

  @Answers(DELIVERY_ZONE)
  @Delete(':id')
  @Roles('admin', 'superadmin')
  remove(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.rules.remove(ctx, ZONES, id);
  }
}

/** react-admin resource 'opening-hours': the store's hours per weekday. */
@ApiTags('admin selling rules')
@ApiBearerAuth()
@Controller('admin/opening-hours')
export class AdminOpeningHoursController {
  constructor(private readonly rules: AdminSellingRulesService) {}

  @Answers(list(OPENING_HOUR))
  @Get()
  @Roles('admin', 'superadmin')
  @ApiOperation({ summary: "The store's opening hours per weekday" })
  async list(@Ctx() ctx: StoreContext, @Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const { rows, total, offset } = await this.rules.list(ctx, OPENING_HOURS, query);
    setContentRange(res, 'opening-hours', offset, rows.length, total);
    return rows;
  }

  @Answers(OPENING_HOUR)
  @Get(':id')
  @Roles('admin', 'superadmin')
  get(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.rules.get(ctx, OPENING_HOURS, id);
  }

  @Answers(OPENING_HOUR)
  @Post()
  @Roles('admin', 'superadmin')
  create(@Ctx() ctx: StoreContext, @Body() dto: OpeningHoursDto) {
    return this.rules.create(ctx, OPENING_HOURS, dto);
  }

  @Answers(OPENING_HOUR)
  @Put(':id')
  @Roles('admin', 'superadmin')
  update(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number, @Body() dto: OpeningHoursDto) {
    return this.rules.update(ctx, OPENING_HOURS, id, dto);
  }

  @Answers(OPENING_HOUR)
  @Delete(':id')
  @Roles('admin', 'superadmin')
  remove(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.rules.remove(ctx, OPENING_HOURS, id);
  }
}

/** react-admin resource 'sale-hours': the state's no-sale hours (one row per store). */
@ApiTags('admin selling rules')
@ApiBearerAuth()
@Controller('admin/sale-hours')
export class AdminSaleHoursController {
  constructor(private readonly rules: AdminSellingRulesService) {}

  @Answers(list(SALE_HOUR))
  @Get()
  @Roles('admin', 'superadmin')
  @ApiOperation({ summary: "The state's legal sale hours for the store" })
  async list(@Ctx() ctx: StoreContext, @Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const { rows, total, offset } = await this.rules.list(ctx, SALE_HOURS, query);
    setContentRange(res, 'sale-hours', offset, rows.length, total);
    return rows;
  }

  @Answers(SALE_HOUR)
  @Get(':id')
  @Roles('admin', 'superadmin')
  get(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.rules.get(ctx, SALE_HOURS, id);
  }

  @Answers(SALE_HOUR)
  @Post()
  @Roles('admin', 'superadmin')
  create(@Ctx() ctx: StoreContext, @Body() dto: SaleHoursDto) {
    return this.rules.create(ctx, SALE_HOURS, dto);
  }

  @Answers(SALE_HOUR)
  @Put(':id')
  @Roles('admin', 'superadmin')
  update(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number, @Body() dto: SaleHoursDto) {
    return this.rules.update(ctx, SALE_HOURS, id, dto);
  }

  @Answers(SALE_HOUR)
  @Delete(':id')
  @Roles('admin', 'superadmin')
  remove(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.rules.remove(ctx, SALE_HOURS, id);
  }
}

export const ADMIN_SELLING_RULES_CONTROLLERS = [
  AdminShippingRulesController,
  AdminDepositRulesController,
  AdminDeliveryZonesController,
  AdminOpeningHoursController,
  AdminSaleHoursController,
];
