import { ConflictException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { InventoryItem } from './inventory-item.entity';

/**
 * A master beverage is not deleted (409) while store items are linked to it: they would lose their
 * product content. Registered with BeveragesService by InventoryModule.
 */
export async function refuseWhileStoreItemsLinked(em: EntityManager, beverageId: number): Promise<void> {
  const linked = await em.count(InventoryItem, { where: { beverageId } });
  if (linked > 0) {
    throw new ConflictException(
      `This beverage cannot be deleted: ${linked} store item${linked === 1 ? ' is' : 's are'} linked to it. Map ${linked === 1 ? 'it' : 'them'} to another product first.`,
    );
  }
}
