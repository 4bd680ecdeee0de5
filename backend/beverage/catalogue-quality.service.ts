import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { toCsv } from '../common/http/csv';
import { codeInName, QUALITY_ISSUES, QualityFinding, QualityIssue, QualityReport } from '../domain/catalogue-quality';
import { StoreDb } from '../tenants/store-db';

/** Findings of each check the screen shows; the CSV holds every one. */
export const REPORT_SAMPLE = 200;

type Row = { id: number; item_number: string; item_name: string; detail: string | null };

/**
 * The master catalogue's data-quality report for super-admins: duplicate barcodes, names
 * with source codes, masters without image, without category or without store items. Store items
 * of every store are counted, hence the 'super-admin' bypass.
 */
@Injectable()
export class CatalogueQualityService {
  constructor(private readonly db: StoreDb) {}

  async findings(): Promise<{ masters: number; findings: QualityFinding[] }> {
    return this.db.bypass('super-admin', async (em) => {
      const [{ n }] = await em.query('SELECT count(*)::int AS n FROM beverage');
      const findings: QualityFinding[] = [];
      const add = (issue: QualityIssue, rows: Row[]) =>
        rows.forEach((r) =>
          findings.push({
            issue,
            beverageId: r.id,
            itemNumber: r.item_number,
            itemName: r.item_name,
            detail: r.detail ?? '',
          }),
        );
      add('duplicate_barcode', await this.duplicateBarcodes(em));
      const names: Row[] = await em.query(
        'SELECT id, item_number, item_name, NULL AS detail FROM beverage ORDER BY item_name, id',
      );
      add(
        'name_with_code',
        names.flatMap((r) => {
          const code = codeInName(r.item_name);
          return code ? [{ ...r, detail: code }] : [];
        }),
      );
      add(
        'no_image',
        await em.query(
          `SELECT id, item_number, item_name, NULL AS detail FROM beverage WHERE image_hash IS NULL ORDER BY item_name, id`,
        ),
      );
      add(
        'no_category',
        await em.query(
          `SELECT id, item_number, item_name,
                  CASE WHEN main_category = '' THEN 'no main category' ELSE 'no sub or final category' END AS detail
             FROM beverage WHERE main_category = '' OR (sub_category_1 = '' AND final_category = '') ORDER BY item_name, id`,
        ),
      );
      add(
        'no_store_items',
        await em.query(
          `SELECT id, item_number, item_name, NULL AS detail FROM beverage b
            WHERE NOT EXISTS (SELECT 1 FROM inventory_item i WHERE i.beverage_id = b.id) ORDER BY item_name, id`,
        ),
      );
      return { masters: n, findings };
    });
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
      ['issue', 'beverage_id', 'item_number', 'item_name', 'detail'],
      findings.map((f) => [QUALITY_ISSUES[f.issue], f.beverageId, f.itemNumber, f.itemName, f.detail]),
    );
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
