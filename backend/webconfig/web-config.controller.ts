import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Headers,
  NotFoundException,
  Param,
  Post,
  Put,
  Res,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminIdPipe } from '../common/http/admin-id.pipe';
import { sendImage } from '../common/http/send-image';
import { Public, Roles } from '../common/auth/decorators';
import { ImagesService } from '../images/images.service';
import type { StoreContext } from '../tenants/store-context';
import { Ctx, ShopCtx } from '../tenants/store-context.decorators';
import { LogoUploadDto, UpdateWebConfigDto } from './dto/web-config.dto';
import { WebConfigService } from './web-config.service';
import { Answers, PICTURE, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const WEBPAGE_CONFIG = obj({
  id: 'number',
  companyName: 'string',
  logo: 'string',
  locations: 'string',
  'phoneNumber?': 'string',
  footerContent: 'string',
  termsOfService: 'string',
  returnPolicy: 'string',
  privacyPolicy: 'string',
  shippingInfo: 'string',
  isShippingAvailable: 'boolean',
  deliveryZones: 'string',
});

interface UploadedFile {
  fieldname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

// eslint-disable-next-line no-useless-assignment -- used in a parameter decorator, which the rule does not see
const idPipe = AdminIdPipe.withMessage('The web configuration id must be a whole number.');

/** Spec 7 'Web configuration': public read for the storefront, changes by that store's staff. */
@ApiTags('webconfig')
@Controller('WebpageConfig')
export class WebConfigController {
  constructor(
    private readonly configs: WebConfigService,
    private readonly images: ImagesService,
  ) {}

  @Public()
  @Answers(WEBPAGE_CONFIG)
  @Get()
  @ApiOperation({ summary: "The request's store web configuration (logo as an image URL)" })
  get(@ShopCtx() ctx: StoreContext) {
    return this.configs.get(ctx);
  }

  @Roles('admin', 'superadmin')
  @Answers(WEBPAGE_CONFIG)
  @Get('current')
  @ApiOperation({
    summary:
      "The caller's store configuration, for its edit screen (an admin's own store; a super-admin's request store)",
  })
  current(@Ctx() ctx: StoreContext) {
    return this.configs.get(ctx);
  }

  @Public()
  @Answers(PICTURE, 404)
  @Get('logo')
  @ApiOperation({ summary: "The store's logo as binary" })
  async logo(
    @ShopCtx() ctx: StoreContext,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() res: FastifyReply,
  ) {
    const hash = await this.configs.logoHash(ctx);
    const image = hash ? await this.images.original(hash) : undefined;
    if (!image) throw new NotFoundException('This store has no logo yet.');
    // The logo can change: revalidate each time (cheap: 304 while the hash is the same).
    sendImage(res, image, ifNoneMatch, 'public, no-cache');
  }

  @Roles('admin', 'superadmin')
  @Answers(WEBPAGE_CONFIG)
  @Post('logo')
  @UseInterceptors(AnyFilesInterceptor({ limits: { files: 1, fileSize: 900 * 1024 } }))
  @ApiOperation({ summary: 'Upload the logo: multipart field file/logo, or JSON {fileContents (base64), contentType}' })
  async uploadLogo(
    @Ctx() ctx: StoreContext,
    @UploadedFiles() files: UploadedFile[] | undefined,
    @Body() body: LogoUploadDto,
  ) {
    const file = files?.[0];
    const bytes = file
      ? file.buffer
      : body?.fileContents
        ? Buffer.from(body.fileContents.replace(/^data:[^,]*,/, ''), 'base64')
        : undefined;
    if (!bytes) throw new BadRequestException('Please choose an image file.');
    return this.configs.setLogo(ctx, bytes);
  }

  @Roles('admin', 'superadmin')
  @Answers(WEBPAGE_CONFIG)
  @Put()
  @ApiOperation({
    summary: "Save the caller's store configuration (an admin's own store; a super-admin's request store)",
  })
  updateCurrent(@Ctx() ctx: StoreContext, @Body() dto: UpdateWebConfigDto) {
    return this.configs.update(ctx, dto);
  }

  @Roles('admin', 'superadmin')
  @Answers(WEBPAGE_CONFIG)
  @Put(':id')
  @ApiOperation({ summary: 'Save a configuration by id (spec 7 PUT /WebpageConfig/{id})' })
  async update(@Ctx() ctx: StoreContext, @Param('id', idPipe) id: number, @Body() dto: UpdateWebConfigDto) {
    if (dto.id !== undefined && dto.id !== id)
      throw new BadRequestException('The id in the body does not match the id in the path.');
    return this.configs.update(await this.configs.contextForUpdate(ctx, id), dto);
  }
}
