import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { toCents, toDollars } from '../common/money/money';
import { PAYMENT_GATEWAY, PaymentError, PaymentGateway } from './payment-gateway';
import type { PaymentTransaction } from './payment-transaction.entity';

/** 402 for a refused card, with the processor's message (never the card number). */
export class PaymentDeclinedException extends HttpException {
  constructor(message: string, code: string) {
    super({ message, code }, HttpStatus.PAYMENT_REQUIRED);
  }
}

/** Spec 7 payment calls on top of the configured gateway. */
@Injectable()
export class PaymentService {
  constructor(@Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway) {}

  async authorize(
    storeId: number,
    userId: number,
    input: { amount: number; cardNumber: string; expirationDate: string; cvv: string; cardHolderName?: string },
  ) {
    const result = await this.gateway.authorize({
      amountCents: toCents(input.amount),
      card: { cardNumber: input.cardNumber, expirationDate: input.expirationDate, cvv: input.cvv },
      cardHolderName: input.cardHolderName,
      storeId,
      userId,
    });
    if (!result.approved) throw new PaymentDeclinedException(result.message, result.code);
    return { transactionId: result.transactionId };
  }

  /** Staff capture of a hold of their own store (another store's transaction: 404). */
  async capture(storeId: number, transactionId: string, amount: number) {
    const existing = await this.gateway.find(transactionId);
    if (!existing || existing.storeId !== storeId) throw new NotFoundException('No such payment transaction.');
    try {
      return paymentView(await this.gateway.capture(transactionId, toCents(amount)));
    } catch (e) {
      throw httpError(e);
    }
  }
}

/** The API view of a transaction: amounts in dollars, card as brand, last four and expiry. */
export function paymentView(t: PaymentTransaction) {
  return {
    transactionId: t.id,
    status: t.status,
    cardBrand: t.cardBrand,
    cardLast4: t.cardLast4,
    cardExpiry: t.cardExpiry,
    authorizedAmount: toDollars(t.authorizedCents),
    capturedAmount: toDollars(t.capturedCents),
    voidedAmount: toDollars(t.voidedCents),
    refundedAmount: toDollars(t.refundedCents),
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

export function httpError(e: unknown): unknown {
  if (!(e instanceof PaymentError)) return e;
  if (e.code === 'not_found') return new NotFoundException(e.message);
  if (e.code === 'amount') return new BadRequestException(e.message);
  return new ConflictException(e.message);
}
