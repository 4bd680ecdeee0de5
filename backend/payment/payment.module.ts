import { Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig, PaymentGatewayName } from '../config/config';
import { HoldReconciler } from './hold-reconciler.service';
import { PAYMENT_GATEWAY, PaymentGateway } from './payment-gateway';
import { PaymentAttentionService } from './payment-attention.service';
import { PaymentController } from './payment.controller';
import { PaymentService } from './payment.service';
import { PaymentTransaction } from './payment-transaction.entity';
import { PgSandboxLedger } from './sandbox/pg-sandbox-ledger';
import { SANDBOX_LEDGER } from './sandbox/sandbox-ledger';
import { SandboxPaymentGateway } from './sandbox/sandbox-payment.gateway';
import { StripeCheckoutService } from './stripe/stripe-checkout.service';
import { StripeReconciliationService } from './stripe/stripe-reconciliation.service';
import { StripeWebhookController } from './stripe/stripe-webhook.controller';
import { StripeWebhookService } from './stripe/stripe-webhook.service';
import { StripePaymentGateway } from './stripe/stripe-payment.gateway';

/** The adapter of each PAYMENT_GATEWAY name (config.ts lists the names; a new one needs its class here). */
const GATEWAYS: Record<PaymentGatewayName, new (...args: any[]) => PaymentGateway> = {
  sandbox: SandboxPaymentGateway,
  stripe: StripePaymentGateway,
};

@Module({
  imports: [TypeOrmModule.forFeature([PaymentTransaction])],
  controllers: [PaymentController, StripeWebhookController],
  providers: [
    PaymentService,
    HoldReconciler,
    StripeCheckoutService,
    StripeReconciliationService,
    PaymentAttentionService,
    StripeWebhookService,
    { provide: SANDBOX_LEDGER, useClass: PgSandboxLedger },
    {
      provide: PAYMENT_GATEWAY,
      inject: [APP_CONFIG, ModuleRef],
      useFactory: (config: AppConfig, moduleRef: ModuleRef) => moduleRef.create(GATEWAYS[config.paymentGateway]),
    },
  ],
  exports: [
    PaymentService,
    HoldReconciler,
    StripeCheckoutService,
    PaymentAttentionService,
    StripeReconciliationService,
  ],
})
export class PaymentModule {}
