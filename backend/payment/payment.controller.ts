import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/decorators';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { AuthorizePaymentDto, CapturePaymentDto } from './dto/payment.dto';
import type { PaymentAttention } from '../domain/api/payments';
import { PaymentAttentionService } from './payment-attention.service';
import { PaymentService } from './payment.service';
import { ReconciliationDifference, StripeReconciliationService } from './stripe/stripe-reconciliation.service';
import { Answers, list, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const PAYMENT = obj({
  transactionId: 'string|null',
  status: 'string',
  cardBrand: 'string|null',
  cardLast4: 'string|null',
  cardExpiry: 'string|null',
  authorizedAmount: 'number',
  capturedAmount: 'number',
  voidedAmount: 'number',
  refundedAmount: 'number',
  createdAt: 'string',
  updatedAt: 'string',
});

/** Spec 7 payment calls. Card number and CVV are used for the call only: never stored or logged. */
@ApiTags('payment')
@ApiBearerAuth()
@Controller('payment')
export class PaymentController {
  constructor(
    private readonly payments: PaymentService,
    private readonly attention: PaymentAttentionService,
    private readonly reconciliation: StripeReconciliationService,
  ) {}

  /** Stripe: the store's captured or refunded payments of the last 30 days whose totals differ at Stripe. */
  @Roles('admin', 'superadmin')
  @Answers(list(obj({ orderId: 'number', transactionId: 'string|null', shop: 'object', stripe: 'object|null' })))
  @Get('stripe/reconciliation')
  stripeDifferences(@Ctx() ctx: StoreContext): Promise<ReconciliationDifference[]> {
    return this.reconciliation.differences(ctx);
  }

  /** Orders of the store whose payment needs staff: holds expiring within 24 h, cancelled or disputed payments. */
  @Roles('admin', 'superadmin')
  @Answers(
    list(
      obj({
        orderId: 'number',
        transactionId: 'string|null',
        message: 'string',
        holdExpiresAt: 'string|null',
        since: 'string',
      }),
    ),
  )
  @Get('attention')
  needsAttention(@Ctx() ctx: StoreContext): Promise<PaymentAttention[]> {
    return this.attention.list(ctx);
  }

  /** 200 {transactionId}; a refused card answers 402 with the reason. */
  @Roles('customer')
  @Answers(obj({ transactionId: 'string|null' }), 402)
  @Post('authorize')
  @HttpCode(200)
  authorize(@Ctx() ctx: StoreContext, @Body() dto: AuthorizePaymentDto) {
    return this.payments.authorizeForCustomer(ctx, dto);
  }

  /** Staff take the amount from a hold of their store. */
  @Roles('admin', 'superadmin')
  @Answers(PAYMENT, 402, 404)
  @Post('capture')
  @HttpCode(200)
  capture(@Ctx() ctx: StoreContext, @Body() dto: CapturePaymentDto) {
    return this.payments.captureForStaff(ctx, dto.transactionId, dto.amount);
  }
}
