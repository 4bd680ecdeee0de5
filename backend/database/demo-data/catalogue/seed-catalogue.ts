/**
 * Loads the demo catalogue (idempotent, bulk inserts only): master beverages with label art,
 * each demo store's assortment, web configuration with logo and policies, and the attribute lists.
 */
import { normaliseGtin } from '../../../domain/gtin';
import { localDate } from '../../../domain/store-time';
import { ImageRecord, svgImage } from '../../../images/image-bytes';
import { labelSvg, placeholderSvg } from '../../../images/label-art';
import { MENU_TAXONOMY } from '../../../domain/catalogue';
import { privateLabelItems, STORE_PROFILES, StoreItemRow, storeAssortment } from './assortment';
import { insertMany, Queryable } from './bulk-insert';
import { buildDemoMaster } from './master';
import { MasterRow } from './master-row';
import { DEMO_WEB_CONFIG, logoSvg } from './web-config-demo';
import { sanitiseRichText } from '../../../webconfig/rich-text';

/** The first Iowa item: its presence means the demo master catalogue is loaded. */
export const DEMO_MARKER_ITEM = '100015';

export async function insertImages(db: Queryable, images: ImageRecord[]): Promise<void> {
  const unique = [...new Map(images.map((i) => [i.hash, i])).values()];
  await insertMany(
    db,
    'image',
    [
      ['hash', 'varchar'],
      ['content_type', 'varchar'],
      ['bytes', 'bytea'],
      ['width', 'int'],
      ['height', 'int'],
    ],
    unique.map((i) => [i.hash, i.contentType, i.bytes, i.width, i.height]),
    { onConflict: 'ON CONFLICT (hash) DO NOTHING', chunk: 1000 },
  );
}

/** Label art per family (all sizes of a product share one image). */
export function familyImages(rows: MasterRow[]): Map<string, ImageRecord> {
  const byFamily = new Map<string, ImageRecord>();
  for (const r of rows) {
    if (byFamily.has(r.family)) continue;
    byFamily.set(
      r.family,
      svgImage(
        labelSvg({
          mainCategory: r.mainCategory,
          type: r.mainCategory === 'Wine' ? r.subCategory1 : r.finalCategory,
          name: r.itemName,
          brand: r.brand,
          note: r.labelNote,
        }),
      ),
    );
  }
  return byFamily;
}

const BEVERAGE_COLUMNS: [string, string, (r: MasterRow, image: string) => unknown][] = [
  ['item_name', 'varchar', (r) => r.itemName],
  ['main_category', 'varchar', (r) => r.mainCategory],
  ['sub_category_1', 'varchar', (r) => r.subCategory1],
  ['final_category', 'varchar', (r) => r.finalCategory],
  ['size', 'varchar', (r) => r.size],
  ['size_ml', 'int', (r) => r.sizeMl],
  ['pack_type', 'varchar', (r) => r.packType],
  ['pack_quantity', 'int', (r) => r.packQuantity],
  ['case_quantity', 'int', (r) => r.caseQuantity],
  ['brand', 'varchar', (r) => r.brand.slice(0, 150)],
  ['country', 'varchar', (r) => r.country],
  ['state', 'varchar', (r) => r.state],
  ['vintage', 'varchar', (r) => r.vintage],
  ['type_of_grape', 'varchar', (r) => r.typeOfGrape],
  ['sub_region_one', 'varchar', (r) => r.subRegionOne],
  ['sub_region_two', 'varchar', (r) => r.subRegionTwo],
  ['abv', 'numeric', (r) => r.abv],
  ['winery', 'varchar', (r) => r.winery.slice(0, 150)],
  ['upc_number', 'varchar', (r) => r.upc],
  ['gtin', 'varchar', (r) => normaliseGtin(r.upc)],
  ['item_number', 'varchar', (r) => r.itemNumber],
  ['primary_desc', 'text', (r) => r.primaryDesc],
  ['tasting_notes', 'text', (r) => r.tastingNotes],
  ['special_rating', 'varchar', (r) => r.specialRating],
  ['image_hash', 'varchar', (_r, image) => image],
  ['is_review_pending', 'bool', () => false],
  ['is_approved', 'bool', () => true],
];

/** Inserts master rows (and their label art); returns item number -> beverage id. */
export async function insertMaster(
  db: Queryable,
  rows: MasterRow[],
  onChunk?: (n: number) => void,
): Promise<Map<string, number>> {
  const images = familyImages(rows);
  await insertImages(db, [...images.values()]);
  const inserted = await insertMany(
    db,
    'beverage',
    BEVERAGE_COLUMNS.map(([n, t]) => [n, t]),
    rows.map((r) => BEVERAGE_COLUMNS.map(([, , get]) => get(r, images.get(r.family)!.hash))),
    { returning: 'id, item_number', onChunk },
  );
  return new Map(inserted.map((b: any) => [b.item_number, Number(b.id)]));
}

export const ITEM_COLUMNS: [string, string, (r: StoreItemRow) => unknown][] = [
  ['item_number', 'varchar', (r) => r.itemNumber],
  ['upc', 'varchar', (r) => r.upc],
  ['item_description', 'varchar', (r) => r.itemDescription.slice(0, 300)],
  ['size_description', 'varchar', (r) => r.sizeDescription],
  ['pack_type', 'varchar', (r) => r.packType],
  ['pack_quantity', 'int', (r) => r.packQuantity],
  ['case_quantity', 'int', (r) => r.caseQuantity],
  ['unit_price_cents', 'int', (r) => r.unitPriceCents],
  ['pack_price_cents', 'int', (r) => r.packPriceCents],
  ['case_price_cents', 'int', (r) => r.casePriceCents],
  ['unit_sale_price_cents', 'int', (r) => r.unitSalePriceCents],
  ['pack_sale_price_cents', 'int', (r) => r.packSalePriceCents],
  ['case_sale_price_cents', 'int', (r) => r.caseSalePriceCents],
  ['date_sale_starts', 'date', (r) => r.dateSaleStarts],
  ['date_sale_ends', 'date', (r) => r.dateSaleEnds],
  ['available_to_sell', 'int', (r) => r.availableToSell],
  ['is_available', 'bool', (r) => r.isAvailable],
  ['brand', 'varchar', (r) => r.brand.slice(0, 150)],
  ['country_of_origin', 'varchar', (r) => r.countryOfOrigin],
  ['item_vintage', 'varchar', (r) => r.itemVintage],
  ['type_of_grape', 'varchar', (r) => r.typeOfGrape],
  ['main_category', 'varchar', (r) => r.mainCategory],
  ['sub_category', 'varchar', (r) => r.subCategory],
];

/** Inserts one store's items, linking each to its master beverage by item number. */
export async function insertStoreItems(
  db: Queryable,
  storeId: number,
  rows: StoreItemRow[],
  beverageIds: Map<string, number>,
  onChunk?: (n: number) => void,
): Promise<void> {
  const labels = rows
    .filter((r) => r.label)
    .map((r) => ({
      row: r,
      image: svgImage(labelSvg({ mainCategory: r.mainCategory, type: r.subCategory, ...r.label! })),
    }));
  if (labels.length)
    await insertImages(
      db,
      labels.map((l) => l.image),
    );
  const imageOf = new Map(labels.map((l) => [l.row, l.image.hash]));
  const now = Date.now();
  await insertMany(
    db,
    'inventory_item',
    [
      ['store_id', 'int'],
      ...ITEM_COLUMNS.map(([n, t]) => [n, t] as [string, string]),
      ['beverage_id', 'int'],
      ['image_hash', 'varchar'],
      ['created_date', 'timestamptz'],
    ],
    rows.map((r) => [
      storeId,
      ...ITEM_COLUMNS.map(([, , get]) => get(r)),
      r.beverageItemNumber ? (beverageIds.get(r.beverageItemNumber) ?? null) : null,
      imageOf.get(r) ?? null,
      new Date(now - r.createdDaysAgo * 86_400_000 - (Number(r.itemNumber.slice(-4)) || 0) * 1000).toISOString(),
    ]),
    { onChunk },
  );
}

async function seedWebConfigs(db: Queryable, stores: { id: number; web_url: string }[]): Promise<void> {
  for (const store of stores) {
    const demo = DEMO_WEB_CONFIG[store.web_url];
    if (!demo) continue;
    const exists = await db.query(`SELECT 1 FROM web_config WHERE store_id = $1`, [store.id]);
    if (exists.length) continue;
    const logo = svgImage(logoSvg(demo.companyName, demo.logo));
    await insertImages(db, [logo]);
    await db.query(
      `INSERT INTO web_config (store_id, company_name, logo_hash, locations, phone_number, footer_content, terms_of_service, return_policy, privacy_policy, shipping_info, is_shipping_available)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (store_id) DO NOTHING`,
      // Stored as the PUT would store them, so saving the config back unchanged changes nothing.
      [
        store.id,
        demo.companyName,
        logo.hash,
        demo.locations,
        demo.phoneNumber,
        ...[demo.footerContent, demo.termsOfService, demo.returnPolicy, demo.privacyPolicy, demo.shippingInfo].map(
          sanitiseRichText,
        ),
        demo.isShippingAvailable,
      ],
    );
  }
}

/** The configurator's ten lists (spec 2.14), drawn from the catalogue; existing lists are kept. */
async function seedAttributeLists(db: Queryable, rows: MasterRow[]): Promise<void> {
  const distinct = (get: (r: MasterRow) => string) =>
    [...new Set(rows.map(get).filter(Boolean))].sort((a, b) => a.localeCompare(b));
  const lists: [string, string[]][] = [
    [
      'Alcohol Content',
      [...new Set(rows.map((r) => r.abv).filter((a): a is number => a !== null))]
        .sort((a, b) => a - b)
        .map((a) => `${a}%`),
    ],
    ['Brand', distinct((r) => r.brand)],
    ['Country', distinct((r) => r.country)],
    ['State', distinct((r) => r.state)],
    ['Category', MENU_TAXONOMY.map((c) => c.name)],
    ['Sub Category', MENU_TAXONOMY.flatMap((c) => c.groups.flatMap((g) => g.items))],
    ['Vintage', distinct((r) => r.vintage).reverse()],
    ['Pack Type', distinct((r) => r.packType)],
    ['Region', distinct((r) => r.subRegionOne)],
    [
      'Size',
      [...new Map(rows.filter((r) => r.size).map((r) => [r.size, r.sizeMl ?? 0])).entries()]
        .sort((a, b) => a[1] - b[1])
        .map(([s]) => s),
    ],
  ];
  for (const [name, values] of lists) {
    await db.query(
      `INSERT INTO attribute_list (prop_name, prop_values) VALUES ($1, $2) ON CONFLICT (prop_name) DO NOTHING`,
      [name, values],
    );
  }
}

/** A demo that has been running for weeks still shows sales in progress: roll ended windows forward. */
async function keepSalesRunning(db: Queryable, storeId: number): Promise<void> {
  await db.query(
    `UPDATE inventory_item SET date_sale_starts = current_date - 2, date_sale_ends = current_date + 7 + (id % 15)
      WHERE store_id = $1 AND unit_sale_price_cents + pack_sale_price_cents + case_sale_price_cents > 0 AND id % 4 <> 0
        AND NOT EXISTS (SELECT 1 FROM inventory_item x WHERE x.store_id = $1 AND x.date_sale_ends >= current_date
                          AND (x.date_sale_starts IS NULL OR x.date_sale_starts <= current_date))`,
    [storeId],
  );
}

export async function seedCatalogue(db: Queryable, log: (m: string) => void = () => {}): Promise<void> {
  const stores: { id: number; web_url: string; time_zone: string }[] = await db.query(
    `SELECT id, web_url, time_zone FROM store ORDER BY id`,
  );
  let master: ReturnType<typeof buildDemoMaster> | undefined;
  let beverageIds: Map<string, number> | undefined;
  const marker = await db.query(`SELECT 1 FROM beverage WHERE item_number = $1 LIMIT 1`, [DEMO_MARKER_ITEM]);
  if (!marker.length) {
    master = buildDemoMaster();
    beverageIds = await insertMaster(db, master.rows);
    await seedAttributeLists(db, master.rows);
    log(`Demo master catalogue: ${master.rows.length} beverages.`);
  }
  // Category stand-ins for products without an image of their own.
  await insertImages(
    db,
    MENU_TAXONOMY.map((c) => svgImage(placeholderSvg(c.name))),
  );
  for (const store of stores) {
    const profile = STORE_PROFILES[store.web_url];
    if (!profile) continue;
    const has = await db.query(`SELECT 1 FROM inventory_item WHERE store_id = $1 LIMIT 1`, [store.id]);
    if (!has.length) {
      master ??= buildDemoMaster();
      if (!beverageIds) {
        const found = await db.query(`SELECT id, item_number FROM beverage WHERE item_number = ANY($1)`, [
          master.rows.map((r) => r.itemNumber),
        ]);
        beverageIds = new Map(found.map((b: any) => [b.item_number, Number(b.id)]));
      }
      const today = localDate(store.time_zone);
      const rows = [...storeAssortment(profile, master.rows, today), ...privateLabelItems(profile)];
      await insertStoreItems(db, store.id, rows, beverageIds);
      log(`Demo inventory for ${store.web_url}: ${rows.length} items.`);
    } else {
      await keepSalesRunning(db, store.id);
    }
  }
  await seedWebConfigs(db, stores);
  // Fresh statistics so the planner knows the new tables' sizes right away.
  await db.query('ANALYZE beverage, inventory_item, image');
}
