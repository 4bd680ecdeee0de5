import {
  BadRequestException,
  Body,
  CallHandler,
  Controller,
  Delete,
  ExecutionContext,
  Get,
  Header,
  HttpCode,
  Injectable,
  NestInterceptor,
  Param,
  PayloadTooLargeException,
  Post,
  Put,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { catchError, Observable, throwError } from 'rxjs';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, Roles } from '../common/auth/decorators';
import { validationPipe } from '../common/http/validation';
import { AdminIdPipe } from '../common/http/admin-id.pipe';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, UploadedImageFile } from './beverage-images';
import { BeveragesService } from './beverages.service';
import { BeverageDto } from './dto/beverage.dto';
import { Answers, list, obj } from '../common/http/openapi-answers';
import { BEVERAGE } from './beverage-answer';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const UPLOAD = obj({
  hash: 'string',
  url: 'string',
  contentType: 'string',
  width: 'number|null',
  height: 'number|null',
});

/** The upload parser's own 413 says 'File too large'; say what the limit is. */
@Injectable()
class ImageLimitMessage implements NestInterceptor {
  intercept(_ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((e) =>
          throwError(() => (e instanceof PayloadTooLargeException ? new PayloadTooLargeException(IMAGE_TOO_LARGE) : e)),
        ),
      );
  }
}

/** Page numbers from the query string: whole numbers or 400. */
function positiveInt(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1)
    throw new BadRequestException(`${name} must be a positive whole number.`);
  return Number(raw);
}

/**
 * Spec 7 'Beverage inventory (super-admin)': the master catalogue calls, super-admin only. POST
 * beverageinventory (add, or decide a pending item) is pending/'s BeverageAddController: deciding
 * needs the review queue, which sits above the master catalogue.
 */
@ApiTags('beverageinventory')
@ApiBearerAuth()
@Controller('beverageinventory')
export class BeverageController {
  constructor(private readonly beverages: BeveragesService) {}

  @Answers(list(BEVERAGE))
  @Get()
  @Roles('superadmin')
  list() {
    return this.beverages.listAll();
  }

  @Answers(obj({ data: 'array', count: 'number' }))
  @Get('GetPaginatedData')
  @Roles('superadmin')
  paginated(@Query('search') search?: string, @Query('page') page?: string, @Query('pageSize') pageSize?: string) {
    return this.beverages.paginated(search, positiveInt(page, 'page', 1), positiveInt(pageSize, 'pageSize', 100));
  }

  @Answers(list(BEVERAGE))
  @Get('GetLookupBeverages/:query')
  @Roles('superadmin')
  lookup(@Param('query') query: string) {
    return this.beverages.lookup(query);
  }

  @Answers(list(obj({ fileContents: 'string', contentType: 'string' })))
  @Get('image/:id')
  @Roles('superadmin')
  image(@Param('id', AdminIdPipe) id: number) {
    return this.beverages.images(id);
  }

  /** A bare number, sent as JSON. */
  @Answers('number')
  @Get('InventoryCount')
  @Roles('superadmin')
  @Header('Content-Type', 'application/json')
  async count() {
    return JSON.stringify(await this.beverages.count());
  }

  @Answers(UPLOAD)
  @Post('upload')
  @HttpCode(200)
  @Roles('superadmin')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' }, id: { type: 'integer' } } },
  })
  @UseInterceptors(
    ImageLimitMessage,
    FileInterceptor('file', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } }),
  )
  upload(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: UploadedImageFile | undefined,
    @Body() body: Record<string, string>,
  ) {
    const id = body?.id ? new AdminIdPipe().transform(String(body.id)) : undefined;
    return this.beverages.upload(user, file, id);
  }

  @Answers(list(BEVERAGE))
  @Put('UpdateAllBeverage')
  @Roles('superadmin')
  @ApiBody({ type: [BeverageDto] })
  async updateAll(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.beverages.updateMany(user, await validateList(body));
  }

  @Answers(BEVERAGE)
  @Get(':id')
  @Roles('superadmin')
  get(@Param('id', AdminIdPipe) id: number) {
    return this.beverages.get(id);
  }

  @Answers(obj({ id: 'number' }))
  @Delete(':id')
  @Roles('superadmin')
  remove(@CurrentUser() user: AuthUser, @Param('id', AdminIdPipe) id: number) {
    return this.beverages.remove(user, id);
  }
}

/** Each item of a list body checked by the global validation rules (whitelist, messages). */
async function validateList(body: unknown): Promise<BeverageDto[]> {
  if (!Array.isArray(body)) throw new BadRequestException('Send a list of beverages.');
  const pipe = validationPipe();
  const out: BeverageDto[] = [];
  for (const item of body) out.push(await pipe.transform(item, { type: 'body', metatype: BeverageDto }));
  return out;
}
