import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, Roles } from '../common/auth/decorators';
import { sendCsv, toCsv } from '../common/http/csv';
import { ListQuery, ListSpec, runList, setContentRange } from '../common/http/list-query';
import { StoreDb } from '../tenants/store-db';
import { AdminIdPipe } from '../common/http/admin-id.pipe';
import { imageUrl } from '../images/image-url';
import { toBeverageApi } from './beverage-api';
import { whereBeverageMatches } from './beverage-search';
import { Beverage } from './beverage.entity';
import { BeveragesService } from './beverages.service';
import { BeverageDto } from './dto/beverage.dto';
import { MASTER_FILTERS } from './master-filters';
import { Answers, CSV, list, obj } from '../common/http/openapi-answers';
import { BEVERAGE } from './beverage-answer';

/** Most rows one CSV export holds (the demo master has about 6,500). */
export const MAX_EXPORT_ROWS = 100_000;

const LIST_SPEC: ListSpec<Beverage> = {
  sorts: {
    id: 'b.id',
    item_Name: 'b.item_name',
    brand: 'b.brand',
    size: 'b.size_ml',
    main_Category: 'b.main_category',
    sub_Category_1: 'b.sub_category_1',
    country: 'b.country',
  },
  defaultSort: ['item_Name', 'ASC'],
  tieBreak: 'b.id',
  filters: {
    q: (q, v) => whereBeverageMatches(q, 'b', String(v)),
    id: (q, v) =>
      q.andWhere('b.id IN (:...ids)', {
        ids: (Array.isArray(v) ? v : [v]).map(Number).filter(Number.isInteger).concat([-1]),
      }),
    ...MASTER_FILTERS,
  },
};

/** The columns of the CSV export: spec 'Beverage (admin)' names, image as a URL. */
const EXPORT_COLUMNS: Array<[string, (b: Beverage) => string | number | null]> = [
  ['id', (b) => b.id],
  ['item_Number', (b) => b.itemNumber],
  ['item_Name', (b) => b.itemName],
  ['brand', (b) => b.brand],
  ['main_Category', (b) => b.mainCategory],
  ['sub_Category_1', (b) => b.subCategory1],
  ['final_Category', (b) => b.finalCategory],
  ['size', (b) => b.size],
  ['pack_Type', (b) => b.packType],
  ['pack_Quantity', (b) => b.packQuantity],
  ['upc_Number', (b) => b.upcNumber],
  ['country', (b) => b.country],
  ['abv', (b) => b.abv],
  ['image_Url', (b) => imageUrl(b.imageHash) ?? ''],
];

/** react-admin resource 'beverages': the master catalogue for the super-admin inventory page. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/beverages')
export class AdminBeveragesController {
  constructor(
    private readonly db: StoreDb,
    private readonly beverages: BeveragesService,
  ) {}

  @Answers(list(BEVERAGE))
  @Get()
  @Roles('superadmin')
  async list(@Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const { rows, total, offset } = await this.db.bypass('super-admin', (em) =>
      runList(em.getRepository(Beverage).createQueryBuilder('b'), query, LIST_SPEC),
    );
    setContentRange(res, 'beverages', offset, rows.length, total);
    return rows.map((b) => toBeverageApi(b));
  }

  /** The list's rows (same filter and sort, every page) as a CSV download. */
  @Answers(CSV)
  @Get('export')
  @Roles('superadmin')
  async export(@Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const all: ListQuery = { ...query, range: JSON.stringify([0, MAX_EXPORT_ROWS - 1]) };
    const rows = await this.db.bypass('super-admin', async (em) => {
      const qb: SelectQueryBuilder<Beverage> = em.getRepository(Beverage).createQueryBuilder('b');
      return (await runList(qb, all, { ...LIST_SPEC, maxPageSize: MAX_EXPORT_ROWS })).rows;
    });
    return sendCsv(
      res,
      'master-catalogue.csv',
      toCsv(
        EXPORT_COLUMNS.map(([name]) => name),
        rows.map((b) => EXPORT_COLUMNS.map(([, value]) => value(b))),
      ),
    );
  }

  @Answers(BEVERAGE)
  @Get(':id')
  @Roles('superadmin')
  get(@Param('id', AdminIdPipe) id: number) {
    return this.beverages.get(id);
  }

  @Answers(BEVERAGE)
  @Post()
  @Roles('superadmin')
  async create(@CurrentUser() user: AuthUser, @Body() dto: BeverageDto) {
    const saved = await this.beverages.create(user, dto);
    return this.beverages.get(saved.id);
  }

  @Answers(BEVERAGE)
  @Put(':id')
  @Roles('superadmin')
  update(@CurrentUser() user: AuthUser, @Param('id', AdminIdPipe) id: number, @Body() dto: BeverageDto) {
    return this.beverages.update(user, id, dto);
  }

  @Answers(obj({ id: 'number' }))
  @Delete(':id')
  @Roles('superadmin')
  remove(@CurrentUser() user: AuthUser, @Param('id', AdminIdPipe) id: number) {
    return this.beverages.remove(user, id);
  }
}
