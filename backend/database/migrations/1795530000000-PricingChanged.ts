import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the quote keeps in memory per store (selling rules, promotions, shipping rates, whether the
 * store ships) is announced on change: a 'pricing_changed' notification, on commit, with the store's
 * id (empty: any store). Identical notifications of one transaction are sent once, so a bulk edit
 * sends one per store. A promotion's redemption count (every coded order) is not announced: the
 * quote reads a code's counts from the database.
 */
const TABLES = [
  'store_shipping_rule',
  'store_deposit_rule',
  'store_delivery_zone',
  'store_opening_hours',
  'store_sale_hours',
  'shipping_rate',
  'web_config',
];
const PROMOTION_COLUMNS = [
  'store_id',
  'name',
  'description',
  'kind',
  'selector',
  'percent',
  'amount_cents',
  'tiers',
  'threshold_cents',
  'code',
  'starts_on',
  'ends_on',
  'ended_at',
  'first_order_only',
  'per_customer_limit',
  'total_limit',
];

export class PricingChanged1795530000000 implements MigrationInterface {
  name = 'PricingChanged1795530000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION pricing_notify() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('pricing_changed', COALESCE(OLD.store_id::text, '')); END IF;
        IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('pricing_changed', COALESCE(NEW.store_id::text, '')); END IF;
        RETURN NULL;
      END $fn$`);
    for (const table of TABLES)
      await queryRunner.query(
        `CREATE TRIGGER ${table}_pricing_notify AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION pricing_notify()`,
      );
    await queryRunner.query(
      `CREATE TRIGGER promotion_pricing_notify AFTER INSERT OR DELETE OR UPDATE OF ${PROMOTION_COLUMNS.join(', ')} ON promotion FOR EACH ROW EXECUTE FUNCTION pricing_notify()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES, 'promotion'])
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_pricing_notify ON ${table}`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS pricing_notify()`);
  }
}
