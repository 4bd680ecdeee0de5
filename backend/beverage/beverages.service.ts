import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../common/auth/auth-user';
import { normaliseGtin } from '../domain/gtin';
import { parseSizeMl } from '../domain/size';
import { ADMIN_MAX_PAGE_SIZE, pageSizeFor } from '../domain/page-size';
import { Image } from '../images/image.entity';
import { imageUrl } from '../images/image-url';
import { StoreDb } from '../tenants/store-db';
import type { UploadedImage } from '../domain/api/beverages';
import { auditFields, BeverageApi, toBeverageApi, WRITABLE_FIELDS } from './beverage-api';
import { decodeBase64Image, storeImage, UploadedImageFile } from './beverage-images';
import { whereBeverageMatches } from './beverage-search';
import { Beverage } from './beverage.entity';
import { BeverageDto } from './dto/beverage.dto';

/** Spec 5: the mapping lookup search starts only when the query is longer than 4 characters. */
export const LOOKUP_MIN_LENGTH = 5;

/**
 * Asked inside a beverage's delete transaction, after its row is locked; throws to refuse the delete.
 * Features whose rows link to master products register one at start-up (inventory/: store items), so
 * the master catalogue depends on none of them.
 */
export type BeverageDeleteGuard = (em: EntityManager, beverageId: number) => Promise<void>;

/**
 * The master catalogue (spec 7 'Beverage inventory'): list, search, add, edit, delete, images.
 * Beverages are no store's; changes run under the named 'super-admin' bypass, as their audit
 * entries (no store) and the delete guards (every store's items) need.
 */
@Injectable()
export class BeveragesService {
  private readonly deleteGuards: BeverageDeleteGuard[] = [];

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly db: StoreDb,
    private readonly audit: AuditService,
  ) {}

  async listAll(): Promise<BeverageApi[]> {
    const rows = await this.ds.getRepository(Beverage).find({ order: { id: 'ASC' } });
    return rows.map((b) => toBeverageApi(b));
  }

  /** GetPaginatedData: page is 1-based; {data, count} where count is the total matching. */
  async paginated(
    search: string | undefined,
    page: number,
    pageSize: number,
  ): Promise<{ data: BeverageApi[]; count: number }> {
    const size = pageSizeFor('admin', pageSize);
    const qb = whereBeverageMatches(this.ds.getRepository(Beverage).createQueryBuilder('b'), 'b', search)
      .orderBy('b.item_name', 'ASC')
      .addOrderBy('b.id', 'ASC')
      .offset((Math.max(page || 1, 1) - 1) * size)
      .limit(size);
    const [rows, count] = await qb.getManyAndCount();
    return { data: rows.map((b) => toBeverageApi(b)), count };
  }

  /**
   * GetLookupBeverages: the mapping screen's item lookup, best name matches first (pg_trgm word
   * similarity, so word order and small slips do not matter). Shorter queries answer [].
   */
  async lookup(query: string): Promise<BeverageApi[]> {
    const text = String(query ?? '')
      .trim()
      .slice(0, 200);
    if (text.length < LOOKUP_MIN_LENGTH) return [];
    const qb = this.ds.getRepository(Beverage).createQueryBuilder('b');
    qb.where(
      `(word_similarity(lower(:q), lower(b.item_name)) >= 0.45 OR b.item_name ILIKE :like OR b.brand ILIKE :like OR b.item_number = :q OR b.gtin = :gtin)`,
      { q: text, like: `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`, gtin: normaliseGtin(text) ?? '' },
    )
      .orderBy('word_similarity(lower(:q), lower(b.item_name))', 'DESC')
      .addOrderBy('b.id', 'ASC')
      .limit(25);
    return (await qb.getMany()).map((b) => toBeverageApi(b));
  }

  async get(id: number): Promise<BeverageApi> {
    const b = await this.findIn(this.ds.manager, id);
    const image = b.imageHash ? await this.ds.getRepository(Image).findOneBy({ hash: b.imageHash }) : null;
    return toBeverageApi(b, image ? image.bytes.toString('base64') : null);
  }

  /** Spec 'Beverage image': a list of {fileContents (base64), contentType}; empty without an image. */
  async images(id: number): Promise<Array<{ fileContents: string; contentType: string }>> {
    const b = await this.findIn(this.ds.manager, id);
    if (!b.imageHash) return [];
    const image = await this.ds.getRepository(Image).findOneBy({ hash: b.imageHash });
    return image ? [{ fileContents: image.bytes.toString('base64'), contentType: image.contentType }] : [];
  }

  count(): Promise<number> {
    return this.ds.getRepository(Beverage).count();
  }

  /** Adds a master beverage (id 0 or absent). Used by 'add' and by mapping's 'Save As New Product'. */
  async create(user: AuthUser, dto: BeverageDto): Promise<Beverage> {
    if (!dto.item_Name) throw new BadRequestException('Name is required.');
    const run = async (m: EntityManager) => {
      const b = m.create(Beverage, { isReviewPending: false, isApproved: true });
      await this.apply(m, b, { ...dto, id: undefined });
      const saved = await m.save(Beverage, b);
      await this.audit.record(user, null, 'beverage', saved.id, 'create', null, auditFields(saved), m);
      return saved;
    };
    // Joins the caller's bypass transaction (mapping saves the beverage with its mapping).
    return this.db.bypass('super-admin', run);
  }

  /** UpdateAllBeverage: saves every beverage of the list in one transaction (all or nothing). */
  async updateMany(user: AuthUser, dtos: BeverageDto[]): Promise<BeverageApi[]> {
    if (!dtos.length) throw new BadRequestException('Send at least one beverage.');
    if (dtos.length > ADMIN_MAX_PAGE_SIZE)
      throw new BadRequestException(`Send at most ${ADMIN_MAX_PAGE_SIZE} beverages at once.`);
    const saved = await this.db.bypass('super-admin', async (em) => {
      const out: Beverage[] = [];
      for (const dto of dtos) {
        if (!dto.id) throw new BadRequestException('Each beverage needs its id.');
        const b = await this.findIn(em, dto.id, true);
        const before = auditFields(b);
        await this.apply(em, b, dto);
        const after = await em.save(Beverage, b);
        await this.audit.record(user, null, 'beverage', b.id, 'update', before, auditFields(after), em);
        out.push(after);
      }
      return out;
    });
    return saved.map((b) => toBeverageApi(b));
  }

  async update(user: AuthUser, id: number, dto: BeverageDto): Promise<BeverageApi> {
    return (await this.updateMany(user, [{ ...dto, id }]))[0];
  }

  /** A feature whose rows link to beverages refuses deletes that would orphan them (see BeverageDeleteGuard). */
  addDeleteGuard(guard: BeverageDeleteGuard): void {
    this.deleteGuards.push(guard);
  }

  /** Refused by a registered guard (e.g. 409 while store items are linked to it). */
  async remove(user: AuthUser, id: number): Promise<{ id: number }> {
    await this.db.bypass('super-admin', async (em) => {
      const b = await this.findIn(em, id, true);
      for (const guard of this.deleteGuards) await guard(em, id);
      await em.delete(Beverage, { id });
      await this.audit.record(user, null, 'beverage', id, 'delete', auditFields(b), null, em);
    });
    return { id };
  }

  /** POST upload: stores the image and, given a beverage id, makes it that beverage's image. */
  async upload(user: AuthUser, file: UploadedImageFile | undefined, beverageId?: number): Promise<UploadedImage> {
    if (!file?.buffer?.length) throw new BadRequestException('Choose an image file to upload.');
    return this.db.bypass('super-admin', async (em) => {
      const image = await storeImage(em, file.buffer, file.mimetype);
      if (beverageId) {
        const b = await this.findIn(em, beverageId, true);
        const before = b.imageHash;
        await em.update(Beverage, { id: b.id }, { imageHash: image.hash });
        await this.audit.record(
          user,
          null,
          'beverage',
          b.id,
          'update',
          { image_Hash: before },
          { image_Hash: image.hash },
          em,
        );
      }
      return {
        hash: image.hash,
        url: imageUrl(image.hash) ?? '',
        contentType: image.contentType,
        width: image.width,
        height: image.height,
      };
    });
  }

  async byIds(ids: number[]): Promise<Map<number, Beverage>> {
    if (!ids.length) return new Map();
    const rows = await this.ds.getRepository(Beverage).findBy({ id: In(ids) });
    return new Map(rows.map((b) => [b.id, b]));
  }

  /** A master beverage by id (404 when absent), in the open bypass transaction when there is one. */
  find(id: number): Promise<Beverage> {
    return this.db.bypass('super-admin', (em) => this.findIn(em, id));
  }

  private async findIn(em: EntityManager, id: number, lock = false): Promise<Beverage> {
    const b = await em.findOne(Beverage, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!b) throw new NotFoundException('This beverage does not exist.');
    return b;
  }

  /** Copies the sent fields onto the entity, keeping the normalised barcode and size in step. */
  private async apply(em: EntityManager, b: Beverage, dto: BeverageDto): Promise<void> {
    for (const [api, prop] of Object.entries(WRITABLE_FIELDS)) {
      const value = (dto as Record<string, unknown>)[api];
      if (value !== undefined) (b as unknown as Record<string, unknown>)[prop] = value;
    }
    if (dto.upc_Number !== undefined) {
      const upc = dto.upc_Number.replace(/^0+(?=\d{12})/, '');
      const gtin = upc ? normaliseGtin(upc) : null;
      if (upc && !gtin) throw new BadRequestException(`UPC ${dto.upc_Number} is not a valid UPC/EAN (check digit).`);
      b.upcNumber = upc;
      b.gtin = gtin;
    }
    if (dto.size !== undefined) {
      const ml = dto.size ? parseSizeMl(dto.size) : null;
      if (dto.size && ml === null)
        throw new BadRequestException(`Size '${dto.size}' is not a size we can read (e.g. 750 ml, 1.75 L).`);
      b.sizeMl = ml;
    }
    if (dto.image_Blob) {
      const { bytes, declaredType } = decodeBase64Image(dto.image_Blob);
      b.imageHash = (await storeImage(em, bytes, declaredType)).hash;
    }
  }
}
