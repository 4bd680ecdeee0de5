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
import { Answers, list, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const SEARCH_SYNONYM = obj({ id: 'number', term: 'string', synonyms: 'array', twoWay: 'boolean', updatedAt: 'string' });

/** react-admin resource 'search-synonyms' (super-admin 'Search synonyms' screens). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/search-synonyms')
export class AdminSearchSynonymsController {
  constructor(private readonly synonyms: SearchSynonymsService) {}

  @Answers(list(SEARCH_SYNONYM))
  @Get()
  @Roles('superadmin')
  async list(@Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply): Promise<SearchSynonymView[]> {
    const { rows, total, offset } = await this.synonyms.list(query);
    setContentRange(res, 'search-synonyms', offset, rows.length, total);
    return rows;
  }

  @Answers(SEARCH_SYNONYM)
  @Get(':id')
  @Roles('superadmin')
  get(@Param('id', AdminIdPipe) id: number): Promise<SearchSynonymView> {
    return this.synonyms.get(id);
  }

  @Answers(SEARCH_SYNONYM)
  @Post()
  @Roles('superadmin')
  create(@CurrentUser() user: AuthUser, @Body() dto: SearchSynonymDto): Promise<SearchSynonymView> {
    return this.synonyms.create(user, dto);
  }

  @Answers(SEARCH_SYNONYM)
  @Put(':id')
  @Roles('superadmin')
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', AdminIdPipe) id: number,
    @Body() dto: SearchSynonymDto,
  ): Promise<SearchSynonymView> {
    return this.synonyms.update(user, id, dto);
  }

  @Answers(SEARCH_SYNONYM)
  @Delete(':id')
  @Roles('superadmin')
  remove(@CurrentUser() user: AuthUser, @Param('id', AdminIdPipe) id: number): Promise<SearchSynonymView> {
    return this.synonyms.remove(user, id);
  }
}
