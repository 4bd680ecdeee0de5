import { BadRequestException, Controller, Get, Headers, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/auth/decorators';
import { sendImage } from '../common/http/send-image';
import { ImagesService, ServedImage } from './images.service';
import { Answers, PICTURE } from '../common/http/openapi-answers';

const HASH = /^[0-9a-f]{64}$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Images by content hash and their resized variants: immutable, cached for a year by browsers and CDNs. */
@ApiTags('images')
@Controller('images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Public()
  @Answers(PICTURE)
  @Get(':hash')
  async get(
    @Param('hash') hash: string,
    @Query('w') w: string | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Headers('accept') accept: string | undefined,
    @Res() res: FastifyReply,
  ) {
    return this.serve(hash, w, { ifNoneMatch, accept }, res);
  }

  @Public()
  @Answers(PICTURE)
  @Get(':hash/:width')
  async getWidth(
    @Param('hash') hash: string,
    @Param('width') width: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Headers('accept') accept: string | undefined,
    @Res() res: FastifyReply,
  ) {
    return this.serve(hash, width, { ifNoneMatch, accept }, res);
  }

  /**
   * The original as stored, or a variant (`width`): AVIF for a browser that accepts it, else WebP,
   * so a variant's answer varies by Accept. A WebP answered while its AVIF is still being made is
   * cached for a minute only, so the browser and any CDN pick up the AVIF afterwards.
   */
  private async serve(
    hash: string,
    width: string | undefined,
    req: { ifNoneMatch: string | undefined; accept: string | undefined },
    res: FastifyReply,
  ) {
    if (!HASH.test(hash)) throw new NotFoundException('No such image.');
    let image: ServedImage | undefined;
    let cacheControl = IMMUTABLE;
    if (width !== undefined && width !== '') {
      const w = Number(width);
      if (!Number.isInteger(w) || w < 16 || w > 4000)
        throw new BadRequestException('w must be a width in pixels between 16 and 4000.');
      const variant = await this.images.variant(hash, w, /\bimage\/avif\b/.test(req.accept ?? ''));
      res.header('Vary', 'Accept');
      if (variant && !variant.ready) cacheControl = 'public, max-age=60';
      image = variant;
    } else {
      image = await this.images.original(hash);
    }
    if (!image) throw new NotFoundException('No such image.');
    sendImage(res, image, req.ifNoneMatch, cacheControl);
  }
}
