import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../common/auth/auth-user';
import { StoreDb } from '../tenants/store-db';
import { ListQuery, runList } from '../common/http/list-query';
import type { SearchSynonymView } from '../domain/api/search-synonyms';
import { SearchSynonymDto } from './dto/search-synonym.dto';
import { SearchSynonym } from './search-synonym.entity';

/** How long an instance trusts the rules it read (another instance may have changed them). */
const FRESH_MS = 2_000;

export interface SynonymRules {
  rules: Array<{ term: string; synonyms: string[]; twoWay: boolean }>;
  /** Changes whenever the rules change. */
  version: string;
}

const view = (s: SearchSynonym): SearchSynonymView => ({
  id: s.id,
  term: s.term,
  synonyms: s.synonyms,
  twoWay: s.twoWay,
  updatedAt: s.updatedAt.toISOString(),
});

/** The fields an audit entry keeps of a rule. */
const audited = (s: Pick<SearchSynonym, 'term' | 'synonyms' | 'twoWay'>) => ({
  term: s.term,
  synonyms: s.synonyms,
  twoWay: s.twoWay,
});

/**
 * Search synonyms: the super-admin's react-admin resource `search-synonyms`, and the
 * rules the storefront search applies (`current()`, re-read at most every 2 seconds, at once on
 * the instance that changed them).
 */
@Injectable()
export class SearchSynonymsService {
  private cached?: { rules: SynonymRules; at: number };
  private loading?: Promise<SynonymRules>;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly db: StoreDb,
    private readonly audit: AuditService,
  ) {}

  async list(query: ListQuery): Promise<{ rows: SearchSynonymView[]; total: number; offset: number }> {
    const qb = this.ds.getRepository(SearchSynonym).createQueryBuilder('s');
    const { rows, total, offset } = await runList(qb, query, {
      sorts: { id: 's.id', term: 's.term', twoWay: 's.two_way', updatedAt: 's.updated_at' },
      defaultSort: ['term', 'ASC'],
      tieBreak: 's.id',
      filters: {
        q: (q, v) =>
          q.andWhere(`(s.term ILIKE :q OR array_to_string(s.synonyms, ',') ILIKE :q)`, {
            q: `%${String(v).replace(/[\\%_]/g, (c) => '\\' + c)}%`,
          }),
        id: (q, v) =>
          q.andWhere('s.id IN (:...ids)', {
            ids: (Array.isArray(v) ? v : [v]).map(Number).filter(Number.isInteger).concat([-1]),
          }),
      },
    });
    return { rows: rows.map(view), total, offset };
  }

  async get(id: number): Promise<SearchSynonymView> {
    return view(await this.find(id));
  }

  /**
   * Each change is a platform audit entry (no store), written with it under the named
   * 'super-admin' bypass (audit_entry is under row-level security).
   */
  async create(user: AuthUser, dto: SearchSynonymDto): Promise<SearchSynonymView> {
    const id = await this.db.bypass('super-admin', async (em) => {
      const fields = this.fields(dto);
      await this.assertTermFree(em, fields.term, null);
      const row = await em.getRepository(SearchSynonym).save(fields);
      await this.audit.record(user, null, 'search_synonym', row.id, 'create', null, audited(row), em);
      return row.id;
    });
    this.cached = undefined;
    return this.get(id);
  }

  async update(user: AuthUser, id: number, dto: SearchSynonymDto): Promise<SearchSynonymView> {
    await this.db.bypass('super-admin', async (em) => {
      const before = await this.find(id, em);
      const fields = this.fields(dto);
      await this.assertTermFree(em, fields.term, id);
      await em.getRepository(SearchSynonym).update(id, fields);
      await this.audit.record(user, null, 'search_synonym', id, 'update', audited(before), audited(fields), em);
    });
    this.cached = undefined;
    return this.get(id);
  }

  async remove(user: AuthUser, id: number): Promise<SearchSynonymView> {
    const row = await this.db.bypass('super-admin', async (em) => {
      const found = await this.find(id, em);
      await em.getRepository(SearchSynonym).delete(id);
      await this.audit.record(user, null, 'search_synonym', id, 'delete', audited(found), null, em);
      return found;
    });
    this.cached = undefined;
    return view(row);
  }

  /** The rules in force, with a version that changes with them. */
  async current(): Promise<SynonymRules> {
    if (this.cached && Date.now() - this.cached.at < FRESH_MS) return this.cached.rules;
    this.loading ??= (async () => {
      try {
        const at = Date.now();
        const rows = await this.ds.getRepository(SearchSynonym).find({ order: { id: 'ASC' } });
        const version = rows.map((r) => `${r.id}.${r.updatedAt.getTime()}`).join(',') || 'none';
        const rules: SynonymRules =
          this.cached?.rules.version === version
            ? this.cached.rules
            : { version, rules: rows.map((r) => ({ term: r.term, synonyms: r.synonyms, twoWay: r.twoWay })) };
        this.cached = { rules, at };
        return rules;
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }

  private async find(id: number, em: EntityManager = this.ds.manager): Promise<SearchSynonym> {
    const row = await em
      .getRepository(SearchSynonym)
      .findOne({ where: { id }, lock: em === this.ds.manager ? undefined : { mode: 'pessimistic_write' } });
    if (!row) throw new NotFoundException('This synonym does not exist.');
    return row;
  }

  /** 409 when another rule has the term (the unique index catches a concurrent create too). */
  private async assertTermFree(em: EntityManager, term: string, id: number | null): Promise<void> {
    const taken = await em.query('SELECT 1 FROM search_synonym WHERE term = $1 AND id IS DISTINCT FROM $2', [term, id]);
    if (taken.length) throw new ConflictException(`The term "${term}" has its synonyms already: edit that rule.`);
  }

  private fields(dto: SearchSynonymDto): Pick<SearchSynonym, 'term' | 'synonyms' | 'twoWay'> {
    const term = dto.term.toLowerCase();
    const synonyms = [...new Set(dto.synonyms.map((s) => s.toLowerCase()))].filter((s) => s !== term);
    if (!synonyms.length) throw new BadRequestException('Add at least one synonym other than the term itself.');
    return { term, synonyms, twoWay: dto.twoWay ?? false };
  }
}
