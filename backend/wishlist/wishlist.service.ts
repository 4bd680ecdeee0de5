import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { WishlistEntry } from './dto/wishlist.dto';

/** Max products one customer keeps per store; stops a script from filling the table. */
export const WISHLIST_LIMIT = 200;

/**
 * A customer's wishlist in one store. Every query is scoped by the caller's user id AND the
 * request's store, so one customer never reads or changes another's rows.
 */
@Injectable()
export class WishlistService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async list(userId: number, storeId: number): Promise<WishlistEntry[]> {
    const rows: { item_number: string; created_at: Date }[] = await this.ds.query(
      `SELECT i.item_number, w.created_at
         FROM wishlist_item w JOIN inventory_item i ON i.id = w.inventory_item_id
        WHERE w.user_id = $1 AND i.store_id = $2
        ORDER BY w.created_at DESC, w.id DESC`,
      [userId, storeId],
    );
    return rows.map((r) => ({ itemNumber: r.item_number, addedAt: new Date(r.created_at).toISOString() }));
  }

  /** Adding twice is harmless: the product stays once. */
  async add(userId: number, storeId: number, itemNumber: string): Promise<WishlistEntry> {
    const itemId = await this.itemId(storeId, itemNumber);
    if (itemId === null) throw new NotFoundException('This product is not available in this store.');
    await this.ensureRoom(userId, storeId, 1);
    await this.ds.query(
      `INSERT INTO wishlist_item (user_id, inventory_item_id) VALUES ($1, $2)
       ON CONFLICT ON CONSTRAINT uq_wishlist_item_user_item DO NOTHING`,
      [userId, itemId],
    );
    const [row] = await this.ds.query(
      `SELECT created_at FROM wishlist_item WHERE user_id = $1 AND inventory_item_id = $2`,
      [userId, itemId],
    );
    return { itemNumber, addedAt: new Date(row.created_at).toISOString() };
  }

  async remove(userId: number, storeId: number, itemNumber: string): Promise<void> {
    const [, affected] = await this.ds.query(
      `DELETE FROM wishlist_item w USING inventory_item i
        WHERE i.id = w.inventory_item_id AND w.user_id = $1 AND i.store_id = $2 AND i.item_number = $3`,
      [userId, storeId, itemNumber],
    );
    if (!affected) throw new NotFoundException('This product is not on your wishlist.');
  }

  /**
   * Adds a guest's local wishlist at login. Item numbers this store does not sell are skipped
   * (the guest list may be old); the answer is the merged list.
   */
  async merge(userId: number, storeId: number, itemNumbers: string[]): Promise<WishlistEntry[]> {
    const unique = [...new Set(itemNumbers.map((n) => n.trim()).filter(Boolean))];
    if (unique.length) {
      await this.ds.transaction(async (em) => {
        // One customer merging twice at once must not pass the limit: lock their rows' owner.
        await em.query(`SELECT id FROM app_user WHERE id = $1 FOR UPDATE`, [userId]);
        const [{ count }] = await em.query(
          `SELECT count(*)::int AS count FROM wishlist_item w JOIN inventory_item i ON i.id = w.inventory_item_id
            WHERE w.user_id = $1 AND i.store_id = $2`,
          [userId, storeId],
        );
        const room = Math.max(0, WISHLIST_LIMIT - count);
        await em.query(
          `INSERT INTO wishlist_item (user_id, inventory_item_id)
           SELECT $1, i.id FROM inventory_item i
            WHERE i.store_id = $2 AND i.item_number = ANY($3::varchar[])
              AND NOT EXISTS (SELECT 1 FROM wishlist_item w WHERE w.user_id = $1 AND w.inventory_item_id = i.id)
            ORDER BY i.id
            LIMIT $4
           ON CONFLICT ON CONSTRAINT uq_wishlist_item_user_item DO NOTHING`,
          [userId, storeId, unique, room],
        );
      });
    }
    return this.list(userId, storeId);
  }

  private async itemId(storeId: number, itemNumber: string): Promise<number | null> {
    const [row] = await this.ds.query(`SELECT id FROM inventory_item WHERE store_id = $1 AND item_number = $2`, [
      storeId,
      itemNumber,
    ]);
    return row ? Number(row.id) : null;
  }

  private async ensureRoom(userId: number, storeId: number, adding: number): Promise<void> {
    const [{ count }] = await this.ds.query(
      `SELECT count(*)::int AS count FROM wishlist_item w JOIN inventory_item i ON i.id = w.inventory_item_id
        WHERE w.user_id = $1 AND i.store_id = $2`,
      [userId, storeId],
    );
    if (count + adding > WISHLIST_LIMIT)
      throw new BadRequestException(`A wishlist holds at most ${WISHLIST_LIMIT} products.`);
  }
}
