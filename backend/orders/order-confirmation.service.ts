import { DEFAULT_TIME_ZONE } from '../domain/store-time';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { MailService } from '../mail/mail.service';
import { StoreDb } from '../tenants/store-db';
import { StoresService } from '../tenants/stores.service';
import { OrderItem } from './entities/order-item.entity';
import { Order } from './entities/order.entity';
import { confirmationMail } from './order-mails';
import { allows, OrderScope } from './order-scope';

/** A confirmation queued this recently is not queued again (placement already queues one). */
export const RESEND_AFTER_MS = 10 * 60_000;

/** Spec 7 POST /orders/send: the order confirmation mail, through the outbox, never twice in a row. */
@Injectable()
export class OrderConfirmationService {
  constructor(
    private readonly db: StoreDb,
    private readonly mail: MailService,
    private readonly stores: StoresService,
  ) {}

  async send(scope: OrderScope, orderId: number, toEmail: string) {
    return this.db.run(scope, async (em) => {
      const order = await em.findOne(Order, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order || !allows(scope, order)) throw new NotFoundException('No such order.');
      if (toEmail.trim().toLowerCase() !== order.contactEmail.toLowerCase()) {
        throw new BadRequestException('The confirmation can only be sent to the email on the order.');
      }
      if (order.confirmationQueuedAt && Date.now() - order.confirmationQueuedAt.getTime() < RESEND_AFTER_MS) {
        return { status: true, queued: false, message: 'The order confirmation is already on its way.' };
      }
      const items = await em.find(OrderItem, { where: { orderId }, order: { id: 'ASC' } });
      const store = await this.stores.byId(order.storeId);
      await this.mail.enqueue(
        em,
        confirmationMail(
          order,
          items.map((i) => ({
            productName: i.productName,
            size: i.size,
            quantity: i.quantity,
            itemPriceCents: i.itemPriceCents,
            depositCents: i.depositCents,
            discountCents: i.discountCents,
            promotionName: i.promotionName,
            discounts: i.discountParts,
          })),
          {
            id: order.storeId,
            name: store?.name ?? 'Our store',
            location: store?.location ?? '',
            phone: store?.phone ?? '',
            timeZone: store?.timeZone ?? DEFAULT_TIME_ZONE,
          },
        ),
      );
      order.confirmationQueuedAt = new Date();
      await em.save(order);
      return { status: true, queued: true, message: 'The order confirmation was sent.' };
    });
  }
}
