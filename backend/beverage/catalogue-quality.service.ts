import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { toCsv } from '../common/http/csv';
import {
  cleanedName,
  codeInName,
  lacksCategory,
  QUALITY_ISSUES,
  QualityFinding,
  QualityIssue,
  QualityReport,
} from '../domain/catalogue-quality';
import { isCaseHeader, repairedCasePack } from '../domain/csv-mapping';
import { brandFix, categoryFixes, countryFix, MasterFacts, MasterFix } from '../domain/master-data-checks';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { BeveragesService } from './beverages.service';
import type { BeverageDto } from './dto/beverage.dto';

/** Findings of each check the screen shows; the CSV holds every one. */
export const REPORT_SAMPLE = 200;

type Row = { id: number; item_number: string; item_name: string; detail: string | null };
type Master = MasterFacts & { itemNumber: string; subCategory1: string };
type StoreItem = {
  id: number;
  store_id: number;
  store_name: string;
  item_number: string;
  item_description: string;
  pack_quantity: number;
  beverage_id: number | null;
};

/** What a fix writes: master fields (through BeveragesService, audited) or a store item's pack and case. */
type Change =
  | { kind: 'master'; dto: BeverageDto }
  | { kind: 'store item'; storeId: number; from: number; packQuantity: number; caseQuantity: number };
type Found = QualityFinding & { change?: Change };

const MASTER_SQL = `SELECT id, item_number AS "itemNumber", item_name AS "itemName", brand, main_category AS "mainCategory",
  sub_category_1 AS "subCategory1", final_category AS "finalCategory", country FROM beverage ORDER BY item_name, id`;
const FIELD_LABEL: Record<MasterFix['field'], string> = {
  brand: 'Brand',
  finalCategory: 'Category',
  country: 'Country',
};
const FIELD_DTO: Record<MasterFix['field'], keyof BeverageDto> = {
  brand: 'brand',
  finalCategory: 'final_Category',
  country: 'country',
};

/** A finding about a master. */
function masterFinding(issue: QualityIssue, m: Master, detail: string, fix: string | null, change?: Change): Found {
  return { issue, id: m.id, beverageId: m.id, itemNumber: m.itemNumber, itemName: m.itemName, detail, fix, change };
}

/** A master field that contradicts the name, with its fix. */
function fieldFinding(issue: QualityIssue, m: Master, f: MasterFix): Found {
  const label = FIELD_LABEL[f.field];
  return masterFinding(issue, m, `${label} '${f.from}', the name says '${f.to}'`, `${label}: ${f.from} -> ${f.to}`, {
    kind: 'master',
    dto: { [FIELD_DTO[f.field]]: f.to },
  });
}

/** The checks that read each master on its own, or its brand's other masters. */
function masterFindings(masters: Master[]): Found[] {
  const byId = new Map(masters.map((m) => [m.id, m]));
  const out: Found[] = [];
  for (const m of masters) {
    const code = codeInName(m.itemName);
    const clean = code ? cleanedName(m.itemName) : null;
    if (code)
      out.push(
        masterFinding(
          'name_with_code',
          m,
          code,
          clean ? `Name: ${clean}` : null,
          clean ? nameChange(clean) : undefined,
        ),
      );
  }
  for (const m of masters) {
    const f = brandFix(m);
    if (f) out.push(fieldFinding('brand_category_word', m, f));
  }
  for (const f of categoryFixes(masters)) out.push(fieldFinding('category_contradicted', byId.get(f.id)!, f));
  for (const m of masters) {
    const f = countryFix(m);
    if (f) out.push(fieldFinding('country_contradicted', m, f));
  }
  for (const m of masters)
    if (lacksCategory(m))
      out.push(masterFinding('no_category', m, m.mainCategory ? 'no sub or final category' : 'no main category', null));
  return out;
}

const nameChange = (clean: string): Change => ({ kind: 'master', dto: { item_Name: clean } });

/**
 * The master catalogue's data-quality report for super-admins: duplicate barcodes, names
 * with source codes, brands, categories and countries the name contradicts, masters without
 * image, category or store items, and store items an import sold as a case's pack. Store items of
 * every store are read, hence the 'super-admin' bypass. Most findings carry a one-click fix.
 */
@Injectable()
export class CatalogueQualityService {
  constructor(
    private readonly db: StoreDb,
    private readonly beverages: BeveragesService,
    private readonly audit: AuditService,
  ) {}

  async findings(): Promise<{ masters: number; findings: QualityFinding[] }> {
    const { masters, found } = await this.found();
    return { masters, findings: found.map(({ change: _change, ...f }) => f) };
  }

  /** The screen's answer: counts per check and the first findings of each. */
  async report(): Promise<QualityReport> {
    const { masters, findings } = await this.findings();
    const issues = Object.keys(QUALITY_ISSUES) as QualityIssue[];
    return {
      masters,
      summary: issues.map((issue) => ({
        issue,
        label: QUALITY_ISSUES[issue],
        count: findings.filter((f) => f.issue === issue).length,
      })),
      findings: issues.flatMap((issue) => findings.filter((f) => f.issue === issue).slice(0, REPORT_SAMPLE)),
    };
  }

  async csv(): Promise<string> {
    const { findings } = await this.findings();
    return toCsv(
      ['issue', 'id', 'beverage_id', 'item_number', 'item_name', 'detail', 'fix'],
      findings.map((f) => [
        QUALITY_ISSUES[f.issue],
        f.id,
        f.beverageId ?? '',
        f.itemNumber,
        f.itemName,
        f.detail,
        f.fix ?? '',
      ]),
    );
  }

  /**
   * Applies the fix the report offers for one finding, as the report computes it now: 404 when
   * the row has no such finding any more (already fixed, or changed since), 409 when the
   * finding needs a person to decide.
   */
  async fix(ctx: StoreContext, issue: QualityIssue, id: number): Promise<{ fixed: string }> {
    if (!ctx.user || ctx.role !== 'superadmin')
      throw new ForbiddenException('You do not have access to this resource.');
    const user = ctx.user;
    const { found } = await this.found();
    const finding = found.find((f) => f.issue === issue && f.id === id);
    if (!finding) throw new NotFoundException(`Nothing to fix: no '${QUALITY_ISSUES[issue]}' finding for ${id}.`);
    const change = finding.change;
    if (!change || !finding.fix)
      throw new ConflictException(`'${QUALITY_ISSUES[issue]}' has no one-click fix here: open the product to decide.`);
    if (change.kind === 'master') await this.beverages.updateMany(user, [{ ...change.dto, id }]);
    else
      await this.db.bypass('super-admin', async (em) => {
        const before = { pack_Quantity: change.from };
        const after = { pack_Quantity: change.packQuantity, case_Quantity: change.caseQuantity };
        await em.query(
          `UPDATE inventory_item SET pack_quantity = $2, case_quantity = $3, updated_at = now() WHERE id = $1 AND pack_quantity = $4`,
          [id, change.packQuantity, change.caseQuantity, change.from],
        );
        await this.audit.record(user, change.storeId, 'inventory_item', id, 'quality-fix', before, after, em);
      });
    return { fixed: finding.fix };
  }

  /** Every finding, with the change its fix would write. */
  private found(): Promise<{ masters: number; found: Found[] }> {
    return this.db.bypass('super-admin', async (em) => {
      const masters: Master[] = await em.query(MASTER_SQL);
      const rows = (issue: QualityIssue, list: Row[]): Found[] =>
        list.map((r) => ({
          issue,
          id: r.id,
          beverageId: r.id,
          itemNumber: r.item_number,
          itemName: r.item_name,
          detail: r.detail ?? '',
          fix: null,
        }));
      const found = [
        ...rows('duplicate_barcode', await this.duplicateBarcodes(em)),
        ...masterFindings(masters),
        ...rows(
          'no_image',
          await em.query(
            `SELECT id, item_number, item_name, NULL AS detail FROM beverage WHERE image_hash IS NULL ORDER BY item_name, id`,
          ),
        ),
        ...rows(
          'no_store_items',
          await em.query(
            `SELECT id, item_number, item_name, NULL AS detail FROM beverage b
              WHERE NOT EXISTS (SELECT 1 FROM inventory_item i WHERE i.beverage_id = b.id) ORDER BY item_name, id`,
          ),
        ),
        ...(await this.casePackAsPack(em)),
      ];
      // In QUALITY_ISSUES order, each check's findings as found.
      const order = Object.keys(QUALITY_ISSUES);
      found.sort((a, b) => order.indexOf(a.issue) - order.indexOf(b.issue));
      return { masters: masters.length, found };
    });
  }

  /**
   * Store items whose pack quantity an import took from a case-pack column: queued from a CSV of
   * a store that mapped such a column to the pack, still carrying that pack, their master (if
   * any) a single bottle, and their name stating no such pack.
   */
  private async casePackAsPack(em: EntityManager): Promise<Found[]> {
    const imports: Array<{ store_id: number; header: string }> = await em.query(
      `SELECT DISTINCT store_id, mapping->>'packQuantity' AS header FROM inventory_import
        WHERE status = 'applied' AND mapping ? 'packQuantity'`,
    );
    const stores = [...new Set(imports.filter((i) => isCaseHeader(i.header)).map((i) => i.store_id))];
    if (!stores.length) return [];
    const items: StoreItem[] = await em.query(
      `SELECT i.id, i.store_id, s.name AS store_name, i.item_number, i.item_description, i.pack_quantity, i.beverage_id
         FROM inventory_item i JOIN store s ON s.id = i.store_id LEFT JOIN beverage b ON b.id = i.beverage_id
        WHERE i.store_id = ANY($1) AND i.pack_quantity > 1 AND (b.id IS NULL OR b.pack_quantity <= 1)
          AND EXISTS (SELECT 1 FROM pending_item p WHERE p.inventory_item_id = i.id AND p.source = 'csv'
                        AND p.pack_quantity = i.pack_quantity)
        ORDER BY s.name, i.item_number, i.id`,
      [stores],
    );
    return items.flatMap((i) => {
      const repair = repairedCasePack({ packQuantity: i.pack_quantity, name: i.item_description });
      if (!repair) return [];
      return [
        {
          issue: 'case_pack_as_pack' as const,
          id: i.id,
          beverageId: i.beverage_id,
          itemNumber: i.item_number,
          itemName: i.item_description,
          detail: `${i.store_name}: sold as a pack of ${i.pack_quantity}, taken from a case-pack column`,
          fix: `Pack ${i.pack_quantity} -> ${repair.packQuantity}, bottles per case ${repair.caseQuantity}`,
          change: { kind: 'store item' as const, storeId: i.store_id, from: i.pack_quantity, ...repair },
        },
      ];
    });
  }

  private duplicateBarcodes(em: EntityManager): Promise<Row[]> {
    return em.query(
      `SELECT b.id, b.item_number, b.item_name,
              'UPC ' || b.upc_number || ', ' || b.size || ' also on ' ||
              (SELECT string_agg(o.item_number || ' ' || o.item_name, '; ' ORDER BY o.id)
                 FROM beverage o WHERE o.gtin = b.gtin AND o.size_ml IS NOT DISTINCT FROM b.size_ml AND o.id <> b.id) AS detail
         FROM beverage b
        WHERE b.gtin IS NOT NULL
          AND EXISTS (SELECT 1 FROM beverage o WHERE o.gtin = b.gtin AND o.size_ml IS NOT DISTINCT FROM b.size_ml AND o.id <> b.id)
        ORDER BY b.gtin, b.id`,
    );
  }
}
