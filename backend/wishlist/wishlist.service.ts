import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { AuthUser } from '../common/auth/auth-user';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { WishlistEntry } from './dto/wishlist.dto';

/** Max products one customer keeps per store; stops a script from filling the table. */
export const WISHLIST_LIMIT = 200;

/**
 * A customer's wishlist in one store. Every query runs in the request's store (StoreDb.run: the
 * store's items only, by row-level security) and is limited to the caller's user id, so one
 * customer never reads or changes another's rows.
 */
@Injectable()
export class WishlistService {
  constructor(private readonly db: StoreDb) {}

  async list(ctx: StoreContext): Promise<WishlistEntry[]> {
    const userId = this.customer(ctx).id;
    const rows: { item_number: string; created_at: Date }[] = await this.db.run(ctx, (em) =>
      em.query(
        `SELECT i.item_number, w.created_at
           FROM wishlist_item w JOIN inventory_item i ON i.id = w.inventory_item_id
          WHERE w.user_id = $1
          ORDER BY w.created_at DESC, w.id DESC`,
        [userId],
      ),
    );
    return rows.map((r) => ({ itemNumber: r.item_number, addedAt: new Date(r.created_at).toISOString() }));
  }

  /** Adding twice is harmless: the product stays once. */
  async add(ctx: StoreContext, itemNumber: string): Promise<WishlistEntry> {
    const userId = this.customer(ctx).id;
    return this.db.run(ctx, async (em) => {
      const [item]: Array<{ id: number }> = await em.query(`SELECT id FROM inventory_item WHERE item_number = $1`, [
        itemNumber,
      ]);
      if (!item) throw new NotFoundException('This product is not available in this store.');
      await this.ensureRoom(em, userId, 1);
      await em.query(
        `INSERT INTO wishlist_item (user_id, inventory_item_id) VALUES ($1, $2)
         ON CONFLICT ON CONSTRAINT uq_wishlist_item_user_item DO NOTHING`,
        [userId, item.id],
      );
      const [row] = await em.query(
        `SELECT created_at FROM wishlist_item WHERE user_id = $1 AND inventory_item_id = $2`,
        [userId, item.id],
      );
      return { itemNumber, addedAt: new Date(row.created_at).toISOString() };
    });
  }

  async remove(ctx: StoreContext, itemNumber: string): Promise<void> {
    const userId = this.customer(ctx).id;
    const [, affected] = await this.db.run(ctx, (em) =>
      em.query(
        `DELETE FROM wishlist_item w USING inventory_item i
          WHERE i.id = w.inventory_item_id AND w.user_id = $1 AND i.item_number = $2`,
        [userId, itemNumber],
      ),
    );
    if (!affected) throw new NotFoundException('This product is not on your wishlist.');
  }

  /**
   * Adds a guest's local wishlist at login. Item numbers this store does not sell are skipped
   * (the guest list may be old); the answer is the merged list.
   */
  async merge(ctx: StoreContext, itemNumbers: string[]): Promise<WishlistEntry[]> {
    const userId = this.customer(ctx).id;
    const unique = [...new Set(itemNumbers.map((n) => n.trim()).filter(Boolean))];
    if (unique.length) {
      await this.db.run(ctx, async (em) => {
        // One customer merging twice at once must not pass the limit: lock their rows' owner.
        await em.query(`SELECT id FROM app_user WHERE id = $1 FOR UPDATE`, [userId]);
        const room = Math.max(0, WISHLIST_LIMIT - (await this.count(em, userId)));
        await em.query(
          `INSERT INTO wishlist_item (user_id, inventory_item_id)
           SELECT $1, i.id FROM inventory_item i
            WHERE i.item_number = ANY($2::varchar[])
              AND NOT EXISTS (SELECT 1 FROM wishlist_item w WHERE w.user_id = $1 AND w.inventory_item_id = i.id)
            ORDER BY i.id
            LIMIT $3
           ON CONFLICT ON CONSTRAINT uq_wishlist_item_user_item DO NOTHING`,
          [userId, unique, room],
        );
      });
    }
    return this.list(ctx);
  }

  private customer(ctx: StoreContext): AuthUser {
    if (!ctx.user) throw new BadRequestException('Please sign in.');
    return ctx.user;
  }

  /** The customer's wishlist products in the transaction's store. */
  private async count(em: EntityManager, userId: number): Promise<number> {
    const [{ count }] = await em.query(
      `SELECT count(*)::int AS count FROM wishlist_item w JOIN inventory_item i ON i.id = w.inventory_item_id
        WHERE w.user_id = $1`,
      [userId],
    );
    return count;
  }

  private async ensureRoom(em: EntityManager, userId: number, adding: number): Promise<void> {
    if ((await this.count(em, userId)) + adding > WISHLIST_LIMIT)
      throw new BadRequestException(`A wishlist holds at most ${WISHLIST_LIMIT} products.`);
  }
}
