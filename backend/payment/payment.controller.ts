import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, Roles } from '../common/auth/decorators';
import { CurrentStore, staffStoreId } from '../tenants/current-store';
import type { Store } from '../tenants/store.entity';
import { AuthorizePaymentDto, CapturePaymentDto } from './dto/payment.dto';
import { PaymentService } from './payment.service';

/** Spec 7 payment calls. Card number and CVV are used for the call only: never stored or logged. */
@ApiTags('payment')
@ApiBearerAuth()
@Controller('payment')
export class PaymentController {
  constructor(private readonly payments: PaymentService) {}

  /** 200 {transactionId}; a refused card answers 402 with the reason. */
  @Roles('customer')
  @Post('authorize')
  @HttpCode(200)
  authorize(@CurrentUser() user: AuthUser, @CurrentStore() store: Store, @Body() dto: AuthorizePaymentDto) {
    return this.payments.authorizeForCustomer(store.id, user.id, dto);
  }

  /** Staff take the amount from a hold of their store. */
  @Roles('admin', 'superadmin')
  @Post('capture')
  @HttpCode(200)
  capture(@CurrentUser() user: AuthUser, @CurrentStore() store: Store, @Body() dto: CapturePaymentDto) {
    return this.payments.captureForStaff(staffStoreId(user, store), dto.transactionId, dto.amount);
  }
}
