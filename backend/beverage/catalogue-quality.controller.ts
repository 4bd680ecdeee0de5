import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../common/auth/decorators';
import { sendCsv } from '../common/http/csv';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { Answers, CSV, obj } from '../common/http/openapi-answers';
import { CatalogueQualityService } from './catalogue-quality.service';
import { QualityFixDto } from './dto/quality-fix.dto';

/** The master catalogue's data-quality report (super-admin): on screen and as CSV, and its one-click fixes. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/catalogue-quality')
export class CatalogueQualityController {
  constructor(private readonly quality: CatalogueQualityService) {}

  @Answers(obj({ masters: 'number', summary: 'array', findings: 'array' }))
  @Get()
  @Roles('superadmin')
  report() {
    return this.quality.report();
  }

  @Answers(CSV)
  @Get('csv')
  @Roles('superadmin')
  async csv(@Res({ passthrough: true }) res: FastifyReply) {
    return sendCsv(res, 'catalogue-quality.csv', await this.quality.csv());
  }

  /** Applies the fix the report offers for one finding; answers what it did (404: no such finding now). */
  @Answers(obj({ fixed: 'string' }), 404)
  @Post('fix')
  @HttpCode(200)
  @Roles('superadmin')
  fix(@Ctx() ctx: StoreContext, @Body() dto: QualityFixDto) {
    return this.quality.fix(ctx, dto.issue, dto.id);
  }
}
