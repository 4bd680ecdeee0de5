import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../common/auth/auth-user';
import { ATTRIBUTE_NAMES, cleanAttributeValues } from '../domain/attribute-lists';
import { AttributeList } from './attribute-list.entity';
import { SaveAttributeListDto } from './dto/save-attribute-list.dto';

export interface AttributeListApi {
  id: number;
  propName: string;
  propValues: string;
}

const toApi = (row: AttributeList): AttributeListApi => ({
  id: row.id,
  propName: row.propName,
  propValues: row.propValues.join(','),
});

/** The table configurator (spec 2.14): the allowed values of the ten product attributes. */
@Injectable()
export class ConfiguratorService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
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

  /** Replaces one list's values: blanks dropped, duplicates refused (spec 5). */
  async save(user: AuthUser, dto: SaveAttributeListDto): Promise<AttributeListApi> {
    const name = ATTRIBUTE_NAMES.find((n) => n.toLowerCase() === dto.propName.trim().toLowerCase());
    if (!name)
      throw new BadRequestException(
        `Unknown attribute list: ${dto.propName}. Use one of: ${ATTRIBUTE_NAMES.join(', ')}.`,
      );
    const cleaned = cleanAttributeValues(dto.propValues.split(','));
    if ('error' in cleaned) throw new BadRequestException(cleaned.error);
    return this.ds.transaction(async (em) => {
      const repo = em.getRepository(AttributeList);
      let row = await repo.findOne({ where: { propName: name }, lock: { mode: 'pessimistic_write' } });
      if (dto.id && (!row || row.id !== dto.id))
        throw new NotFoundException(`Attribute list ${dto.id} is not the ${name} list.`);
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
