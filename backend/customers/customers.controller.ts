import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public, Roles } from '../common/auth/decorators';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { CustomersService } from './customers.service';
import { RegisterDto } from './dto/register.dto';
import { Answers } from '../common/http/openapi-answers';
import { CUSTOMER } from './customer-answer';

@ApiTags('customers')
@Controller('customer')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  /** Spec 7: registration. 200 with the customer record; the account is always a customer. */
  @Public()
  @Answers(CUSTOMER)
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ description: 'The new customer record.' })
  register(@Body() dto: RegisterDto) {
    return this.customers.register(dto);
  }

  /** Spec 7: the customer record by email (the customer themselves, or staff who may see it). */
  @Roles('customer', 'admin', 'superadmin')
  @Answers(CUSTOMER)
  @Get(':email')
  @ApiBearerAuth()
  findByEmail(@Param('email') email: string, @Ctx() ctx: StoreContext) {
    return this.customers.findForCaller(ctx, email);
  }
}
