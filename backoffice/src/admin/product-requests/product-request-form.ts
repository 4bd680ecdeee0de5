import type { AdminInventoryRecord } from '@domain/api/admin-inventory';
import { cleanTags } from '@domain/product-request';

/** The request form's fields as typed. */
export interface RequestForm {
  itemNumber: string;
  upc: string;
  name: string;
  brief_description: string;
  type: string[];
  subTypes: string[];
  keywords: string[];
  storeTags: string[];
  size: string;
  packType: string;
  packQuantity: string;
  brand: string;
  country: string;
  state: string;
  region: string;
  subRegion: string;
  varietal: string;
  vintage: string;
  alcoholContent: string;
  price: string;
  quantity: string;
}

export const EMPTY: RequestForm = {
  itemNumber: '',
  upc: '',
  name: '',
  brief_description: '',
  type: [],
  subTypes: [],
  keywords: [],
  storeTags: [],
  size: '',
  packType: 'Bottle',
  packQuantity: '1',
  brand: '',
  country: '',
  state: '',
  region: '',
  subRegion: '',
  varietal: '',
  vintage: '',
  alcoholContent: '',
  price: '',
  quantity: '',
};

/** What is wrong with the form, by field (an edit keeps its item number). */
export function problems(f: RequestForm, isEdit: boolean): Record<string, string> {
  const e: Record<string, string> = {};
  if (!f.name.trim()) e.name = 'Name is required.';
  if (!isEdit && !f.itemNumber.trim()) e.itemNumber = 'Item number is required.';
  if (f.upc && !/^[\d\s-]{6,20}$/.test(f.upc)) e.upc = 'Digits only.';
  if (f.price && !(Number(f.price) >= 0 && /^\d+(\.\d{1,2})?$/.test(f.price))) e.price = 'An amount such as 24.99.';
  if (f.quantity && !/^\d+$/.test(f.quantity)) e.quantity = 'A whole number.';
  if (f.packQuantity && !/^[1-9]\d*$/.test(f.packQuantity)) e.packQuantity = 'A whole number, 1 or more.';
  if (f.alcoholContent && !(Number(f.alcoholContent) >= 0 && Number(f.alcoholContent) <= 100))
    e.alcoholContent = 'A percent between 0 and 100.';
  return e;
}

/** The request the server takes: trimmed text, numbers, cleaned tags; an edit names its inventory item. */
export function payload(f: RequestForm, inventoryItemId?: number) {
  const text = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    ...(inventoryItemId ? { inventoryItemId } : { itemNumber: f.itemNumber.trim() }),
    upc: text(f.upc),
    name: f.name.trim(),
    brief_description: text(f.brief_description),
    type: f.type,
    subTypes: f.subTypes,
    keywords: cleanTags(f.keywords),
    storeTags: cleanTags(f.storeTags),
    size: text(f.size),
    packType: text(f.packType),
    packQuantity: f.packQuantity ? Number(f.packQuantity) : undefined,
    brand: text(f.brand),
    country: text(f.country),
    state: text(f.state),
    region: text(f.region),
    subRegion: text(f.subRegion),
    varietal: text(f.varietal),
    vintage: text(f.vintage),
    alcoholContent: f.alcoholContent ? Number(f.alcoholContent) : undefined,
    price: f.price ? Number(f.price) : undefined,
    quantity: f.quantity ? Number(f.quantity) : undefined,
  };
}

/** The form filled from the inventory item an edit request is about. */
export function formFromItem(f: RequestForm, r: AdminInventoryRecord): RequestForm {
  return {
    ...f,
    itemNumber: r.itemNumber,
    upc: r.upc ?? '',
    name: r.itemDescription ?? '',
    size: r.sizeDescriptionWeight ?? '',
    packType: r.packType ?? 'Bottle',
    packQuantity: String(r.packQuantity ?? 1),
    brand: r.brand ?? '',
    country: r.countryOfOrigin ?? '',
    varietal: r.typeOfGrape ?? '',
    vintage: r.itemVintage ?? '',
    type: r.mainCategory ? [r.mainCategory] : [],
    subTypes: r.subCategory ? [r.subCategory] : [],
    price: r.price ? String(r.price) : '',
    quantity: String(r.availableToSell ?? ''),
  };
}
