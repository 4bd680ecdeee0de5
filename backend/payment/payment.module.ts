import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PAYMENT_GATEWAY } from './payment-gateway';
import { PaymentController } from './payment.controller';
import { PaymentService } from './payment.service';
import { PaymentTransaction } from './payment-transaction.entity';
import { SandboxPaymentGateway } from './sandbox-payment.gateway';

/** PAYMENT_GATEWAY selects the processor; `sandbox` (the default) is the only one built in. */
function gatewayClass() {
  const name = (process.env.PAYMENT_GATEWAY || 'sandbox').toLowerCase();
  if (name !== 'sandbox') throw new Error(`PAYMENT_GATEWAY must be "sandbox" (got "${process.env.PAYMENT_GATEWAY}")`);
  return SandboxPaymentGateway;
}

@Module({
  imports: [TypeOrmModule.forFeature([PaymentTransaction])],
  controllers: [PaymentController],
  providers: [PaymentService, { provide: PAYMENT_GATEWAY, useClass: gatewayClass() }],
  exports: [PAYMENT_GATEWAY, PaymentService],
})
export class PaymentModule {}
