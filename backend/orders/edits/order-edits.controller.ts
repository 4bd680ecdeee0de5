import { Body, Controller, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/decorators';
import { AdminIdPipe } from '../../common/http/admin-id.pipe';
import type { StoreContext } from '../../tenants/store-context';
import { Ctx } from '../../tenants/store-context.decorators';
import { AdminOrdersService } from '../admin-orders.service';
import { scopeFor } from '../order-scope';
import { OrderEditDto, toLineChanges } from './order-edit.dto';
import { OrderEditService } from './order-edit.service';
import { Answers, obj } from '../../common/http/openapi-answers';
import { ORDER } from '../order-answer';

/** The order detail's Edit: change an open order's lines, re-priced by the server quote. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/orders')
export class OrderEditsController {
  constructor(
    private readonly edits: OrderEditService,
    private readonly orders: AdminOrdersService,
  ) {}

  /** The server's figures for the edited order (nothing written); 409 with the reason when it cannot be made. */
  @Answers(obj({ quote: 'object', authorized: 'number', changes: 'array' }))
  @Post(':id/edit/preview')
  @HttpCode(200)
  @Roles('admin', 'superadmin')
  preview(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number, @Body() dto: OrderEditDto) {
    return this.edits.preview(scopeFor(ctx), id, toLineChanges(dto.changes));
  }

  /** Applies the edit and answers with the order detail as it now is. */
  @Answers(ORDER)
  @Put(':id/edit')
  @Roles('admin', 'superadmin')
  async apply(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number, @Body() dto: OrderEditDto) {
    const scope = scopeFor(ctx);
    await this.edits.apply(scope, id, toLineChanges(dto.changes), dto.note);
    return this.orders.detail(scope, id);
  }
}
