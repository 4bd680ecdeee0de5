import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, Roles } from '../common/auth/decorators';
import { ListQuery, runList, setContentRange } from '../common/http/list-query';
import { AdminIdPipe } from '../common/http/admin-id.pipe';
import { toBeverageApi } from './beverage-api';
import { whereBeverageMatches } from './beverage-search';
import { Beverage } from './beverage.entity';
import { BeveragesService } from './beverages.service';
import { BeverageDto } from './dto/beverage.dto';

/** react-admin resource 'beverages': the master catalogue for the super-admin inventory page. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/beverages')
export class AdminBeveragesController {
  constructor(
    private readonly ds: DataSource,
    private readonly beverages: BeveragesService,
  ) {}

  @Get()
  @Roles('superadmin')
  async list(@Query() query: ListQuery, @Res({ passthrough: true }) res: Response) {
    const qb = this.ds.getRepository(Beverage).createQueryBuilder('b');
    const { rows, total, offset } = await runList(qb, query, {
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
      filters: {
        q: (q, v) => whereBeverageMatches(q, 'b', String(v)),
        id: (q, v) =>
          q.andWhere('b.id IN (:...ids)', {
            ids: (Array.isArray(v) ? v : [v]).map(Number).filter(Number.isInteger).concat([-1]),
          }),
        main_Category: (q, v) => q.andWhere('b.main_category = :mainCategory', { mainCategory: String(v) }),
        sub_Category_1: (q, v) => q.andWhere('b.sub_category_1 = :subCategory', { subCategory: String(v) }),
      },
    });
    setContentRange(res, 'beverages', offset, rows.length, total);
    return rows.map((b) => toBeverageApi(b));
  }

  @Get(':id')
  @Roles('superadmin')
  get(@Param('id', AdminIdPipe) id: number) {
    return this.beverages.get(id);
  }

  @Post()
  @Roles('superadmin')
  async create(@CurrentUser() user: AuthUser, @Body() dto: BeverageDto) {
    const saved = await this.beverages.create(user, dto);
    return this.beverages.get(saved.id);
  }

  @Put(':id')
  @Roles('superadmin')
  update(@CurrentUser() user: AuthUser, @Param('id', AdminIdPipe) id: number, @Body() dto: BeverageDto) {
    return this.beverages.update(user, id, dto);
  }

  @Delete(':id')
  @Roles('superadmin')
  remove(@CurrentUser() user: AuthUser, @Param('id', AdminIdPipe) id: number) {
    return this.beverages.remove(user, id);
  }
}
