import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, Roles } from '../common/auth/decorators';
import { AdminIdPipe } from '../common/http/admin-id.pipe';
import { ListQuery, setContentRange } from '../common/http/list-query';
import type { SearchSynonymView } from '../domain/api/search-synonyms';
import { SearchSynonymDto } from './dto/search-synonym.dto';
import { SearchSynonymsService } from './search-synonyms.service';

/** react-admin resource 'search-synonyms' (super-admin 'Search synonyms' screens). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/search-synonyms')
export class AdminSearchSynonymsController {
  constructor(private readonly synonyms: SearchSynonymsService) {}

  @Get()
  @Roles('superadmin')
  async list(@Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply): Promise<SearchSynonymView[]> {
    const { rows, total, offset } = await this.synonyms.list(query);
    setContentRange(res, 'search-synonyms', offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  @Roles('superadmin')
  get(@Param('id', AdminIdPipe) id: number): Promise<SearchSynonymView> {
    return this.synonyms.get(id);
  }

  @Post()
  @Roles('superadmin')
  create(@CurrentUser() user: AuthUser, @Body() dto: SearchSynonymDto): Promise<SearchSynonymView> {
    return this.synonyms.create(user, dto);
  }

  @Put(':id')
  @Roles('superadmin')
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', AdminIdPipe) id: number,
    @Body() dto: SearchSynonymDto,
  ): Promise<SearchSynonymView> {
    return this.synonyms.update(user, id, dto);
  }

  @Delete(':id')
  @Roles('superadmin')
  remove(@CurrentUser() user: AuthUser, @Param('id', AdminIdPipe) id: number): Promise<SearchSynonymView> {
    return this.synonyms.remove(user, id);
  }
}
