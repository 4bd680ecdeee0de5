import { Controller, Get, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../common/auth/decorators';
import { sendCsv } from '../common/http/csv';
import { CatalogueQualityService } from './catalogue-quality.service';
import { Answers, CSV, obj } from '../common/http/openapi-answers';

/** The master catalogue's data-quality report (super-admin): on screen and as CSV. */
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
}
