/**
 * Named collections of the catalogue: the home menu's Features, 'Spirit Bundles'
 * and 'Private Selected', as rules over the products a store actually has, not hand-kept lists.
 * A search for a collection's exact name lists the collection.
 */
import type { CatalogueProduct } from './catalogue-product';

export interface Collection {
  name: string;
  /** One line under the listing's heading: what the collection holds. */
  description: string;
  matches(p: CatalogueProduct): boolean;
}

const NOT_SPIRITS = new Set(['wine', 'beer']);
/** Store-picked casks: private selections, single-barrel picks and the "buy the barrel" programmes. */
const PRIVATE_PICK =
  /\b(private (select|selection|release|stock|barrel)|buy the barrel|barrel (buy|pick)|single barrel select|store pick|hand ?picked)\b/i;

const isSpirit = (p: CatalogueProduct) => !NOT_SPIRITS.has(p.lc.main);

export const COLLECTIONS: readonly Collection[] = [
  {
    name: 'Spirit Bundles',
    description: 'Gift packs, samplers and sets of spirits.',
    matches: (p) => isSpirit(p) && p.items.some((i) => i.packType.trim().toLowerCase() === 'gift pack'),
  },
  {
    name: 'Private Selected',
    description: 'Single barrels picked by the store and private releases.',
    matches: (p) => isSpirit(p) && PRIVATE_PICK.test(p.content.name),
  },
];

/** The collection with this name (case and spacing ignored), if any. */
export function collectionNamed(text: string | undefined): Collection | undefined {
  const t = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return t ? COLLECTIONS.find((c) => c.name.toLowerCase() === t) : undefined;
}
