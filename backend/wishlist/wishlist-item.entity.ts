import {
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  Column,
} from 'typeorm';
import { InventoryItem } from '../inventory/inventory-item.entity';
import { User } from '../users/user.entity';

/**
 * One product on a customer's wishlist. It points at the store's inventory item, so the store is
 * implied (item numbers are per store) and a withdrawn item leaves the list with it.
 */
@Entity('wishlist_item')
@Unique('uq_wishlist_item_user_item', ['userId', 'inventoryItemId'])
export class WishlistItem {
  @PrimaryGeneratedColumn()
  id: number;

  /** Covered by the unique (user_id, inventory_item_id) index. */
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Index()
  @Column({ name: 'inventory_item_id', type: 'int' })
  inventoryItemId: number;

  @ManyToOne(() => InventoryItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inventory_item_id' })
  inventoryItem?: InventoryItem;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
