import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../common/auth/auth-user';
import type { AttributeListApi, AttributeListResource } from '../domain/api/beverages';
import {
  ATTRIBUTE_COLUMNS,
  ATTRIBUTE_NAMES,
  attributeNamed,
  AttributeName,
  cleanAttributeValues,
} from '../domain/attribute-lists';
import { StoreDb } from '../tenants/store-db';
import { AttributeList } from './attribute-list.entity';
import { SaveAttributeListDto } from './dto/save-attribute-list.dto';

export type { AttributeListApi, AttributeListResource };

const toApi = (row: AttributeList): AttributeListApi => ({
  id: row.id,
  propName: row.propName,
  propValues: row.propValues.join(','),
});

/**
 * The table configurator (spec 2.14): the allowed values of the ten product attributes. A save
 * writes its (store-less) audit entry under the named 'super-admin' bypass.
 */
@Injectable()
export class ConfiguratorService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly db: StoreDb,
    private readonly audit: AuditService,
  ) {}

  /** The ten lists in the page's order; a list never saved comes back empty with id 0. */
  async getAll(): Promise<AttributeListApi[]> {
    const rows = await this.ds.getRepository(AttributeList).find();
    return ATTRIBUTE_NAMES.map((name) => {
      const row = rows.find((r) => r.propName === name);
      return row ? toApi(row) : { id: 0, propName: name, propValues: '' };
    });
  }

  /** The lists as the react-admin resource: id = propName, values as an array. */
  async resources(): Promise<AttributeListResource[]> {
    return (await this.getAll()).map((l) => this.resourceOf(l.propName as AttributeName, l.propValues));
  }

  async resource(name: string): Promise<AttributeListResource> {
    const list = this.named(name);
    return (await this.resources()).find((r) => r.id === list)!;
  }

  /** How many master products use a value of a list (the configurator asks before Remove). */
  async usage(name: string, value: string): Promise<{ propName: AttributeName; value: string; products: number }> {
    const list = this.named(name);
    const column = ATTRIBUTE_COLUMNS[list];
    const text = String(value ?? '').trim();
    const [{ n }] =
      column === 'abv'
        ? await this.ds.query(`SELECT count(*)::int AS n FROM beverage WHERE abv = $1`, [
            Number.parseFloat(text.replace('%', '')) || -1,
          ])
        : await this.ds.query(`SELECT count(*)::int AS n FROM beverage WHERE lower(${column}) = lower($1)`, [text]);
    return { propName: list, value: text, products: n };
  }

  /** Spec 'save': one list's values as a comma-joined string. */
  async save(user: AuthUser, dto: SaveAttributeListDto): Promise<AttributeListApi> {
    const name = this.named(dto.propName);
    return this.replace(user, name, dto.propValues.split(','), dto.id);
  }

  /** The resource's update: the values as an array, so a value with a comma is refused, never split. */
  async saveValues(user: AuthUser, name: string, values: string[]): Promise<AttributeListResource> {
    const list = this.named(name);
    const saved = await this.replace(user, list, values);
    return this.resourceOf(list, saved.propValues);
  }

  private resourceOf(name: AttributeName, propValues: string): AttributeListResource {
    return { id: name, propName: name, values: propValues ? propValues.split(',') : [] };
  }

  private named(name: string): AttributeName {
    const found = attributeNamed(name);
    if (!found)
      throw new BadRequestException(`Unknown attribute list: ${name}. Use one of: ${ATTRIBUTE_NAMES.join(', ')}.`);
    return found;
  }

  /** Replaces one list's values: blanks dropped, duplicates and commas refused (spec 5). */
  private async replace(user: AuthUser, name: AttributeName, values: string[], id?: number): Promise<AttributeListApi> {
    const cleaned = cleanAttributeValues(values);
    if ('error' in cleaned) throw new BadRequestException(cleaned.error);
    return this.db.bypass('super-admin', async (em) => {
      const repo = em.getRepository(AttributeList);
      let row = await repo.findOne({ where: { propName: name }, lock: { mode: 'pessimistic_write' } });
      if (id && (!row || row.id !== id)) throw new NotFoundException(`Attribute list ${id} is not the ${name} list.`);
      const before = row ? [...row.propValues] : [];
      if (!row) row = repo.create({ propName: name, propValues: [] });
      row.propValues = cleaned.values;
      const saved = await repo.save(row);
      const added = cleaned.values.filter((v) => !before.includes(v));
      const removed = before.filter((v) => !cleaned.values.includes(v));
      if (added.length || removed.length) {
        // Only what changed (a brand list holds hundreds of values); no 'before' keeps the entry whole.
        await this.audit.record(
          user,
          null,
          'attribute_list',
          saved.id,
          'update',
          null,
          { propName: name, added, removed },
          em,
        );
      }
      return toApi(saved);
    });
  }
}
