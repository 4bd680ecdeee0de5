import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/auth/decorators';
import type { StoreContext } from '../tenants/store-context';
import { ShopCtx } from '../tenants/store-context.decorators';
import {
  AllQueryDto,
  CountQueryDto,
  DepartmentQueryDto,
  FilterItemsQueryDto,
  ListingQueryDto,
  SuggestQueryDto,
} from './dto/catalogue-query.dto';
import { StoreInventoryService } from './storeinventory.service';
import { CatalogueService, JsonBody } from '../catalogue/catalogue.service';
import { negotiated } from '../common/http/answer-encoding';
import { Answers, list, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const PRODUCT_CARD = obj({
  itemNumber: 'string',
  'itemDescription?': 'string',
  brand: 'string',
  countryOfOrigin: 'string',
  vintage: 'string',
  itemVintage: 'string',
  abv: 'number|null',
  typeOfGrape: 'string',
  subRegion1: 'string',
  subRegion2: 'string',
  specialRating: 'string',
  primaryDesc: 'string',
});
const LISTING = obj({ items: 'array', total: 'number', page: 'number', pageSize: 'number', facets: 'object' });
const FILTER_OPTIONS = obj({
  brands: 'array',
  countries: 'array',
  types: 'array',
  minPrice: 'number',
  maxPrice: 'number',
  count: 'number',
});
const ADDABLE_ITEM = obj({
  itemNumber: 'string',
  'itemDescription?': 'string',
  brand: 'string',
  size: 'string',
  packType: 'string',
  packSize: 'number',
  price: 'number|null',
  salePrice: 'number',
  currentPrice: 'number',
  'availableToSell?': 'number',
  'isAvailable?': 'boolean',
  imageUrl: 'string|null',
});

const json = (res: FastifyReply, body: string) => {
  res.type('application/json');
  return body;
};

/**
 * Store inventory, customer side (spec 7). The store is the request's storefront store (domain,
 * X-Store header or the default). The `{id}` route is declared last so the named paths win.
 */
@ApiTags('storeinventory')
@Controller('storeinventory')
export class StoreInventoryController {
  constructor(
    private readonly inventory: StoreInventoryService,
    private readonly catalogue: CatalogueService,
  ) {}

  /**
   * A serialised answer with its entity tag (common/http/not-modified.ts answers 304 when it
   * matches), compressed as the client asks (answer-encoding.ts): a kept answer's compressed form
   * is made once and sent as it is.
   */
  private jsonBody(res: FastifyReply, body: JsonBody): Buffer {
    res.type('application/json; charset=utf-8');
    res.header('ETag', body.etag);
    return negotiated(res, body.bytes.length, body.bytes, (encoding) => this.catalogue.encoded(body, encoding));
  }

  @Public()
  @Answers(list(PRODUCT_CARD))
  @Get()
  @ApiOperation({ summary: 'All products of the store (one page when page/pageSize are given)' })
  all(@ShopCtx() ctx: StoreContext, @Query() q: AllQueryDto) {
    return this.inventory.all(ctx, q.page, q.pageSize);
  }

  @Public()
  @Answers(list(PRODUCT_CARD))
  @Get('all')
  allAlias(@ShopCtx() ctx: StoreContext, @Query() q: AllQueryDto) {
    return this.inventory.all(ctx, q.page, q.pageSize);
  }

  @Public()
  @Answers(LISTING)
  @Get('Listing')
  @ApiOperation({
    summary: 'One page of products with total and facet counts (types, countries, brands, price bounds)',
  })
  async listing(
    @ShopCtx() ctx: StoreContext,
    @Query() q: ListingQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return this.jsonBody(res, await this.inventory.listingJson(ctx, q));
  }

  @Public()
  @Answers(list(PRODUCT_CARD))
  @Get('FeaturedItems')
  async featured(
    @ShopCtx() ctx: StoreContext,
    @Query() q: CountQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return this.jsonBody(res, await this.inventory.stripJson(ctx, 'featured', q.count ?? 8));
  }

  @Public()
  @Answers(list(PRODUCT_CARD))
  @Get('WeeklyDeals')
  async weeklyDeals(
    @ShopCtx() ctx: StoreContext,
    @Query() q: CountQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return this.jsonBody(res, await this.inventory.stripJson(ctx, 'deals', q.count ?? 24));
  }

  @Public()
  @Answers('number')
  @Get('SalesTax')
  @ApiOperation({ summary: "The store's sales tax rate in percent (a number)" })
  salesTax(@ShopCtx() ctx: StoreContext, @Res({ passthrough: true }) res: FastifyReply) {
    return json(res, JSON.stringify(Number(ctx.store.salesTaxPercent)));
  }

  @Public()
  @Answers('number')
  @Get('InventoryCount')
  async inventoryCount(@ShopCtx() ctx: StoreContext, @Res({ passthrough: true }) res: FastifyReply) {
    return json(res, JSON.stringify(await this.inventory.inventoryCount(ctx)));
  }

  @Public()
  @Answers(list(PRODUCT_CARD))
  @Get('ByDepartment')
  byDepartment(@ShopCtx() ctx: StoreContext, @Query() q: DepartmentQueryDto) {
    return this.inventory.page(ctx, {
      category: q.category,
      subCategory: q.subCategory,
      page: q.page,
      pageSize: q.pageSize,
    });
  }

  @Public()
  @Answers(FILTER_OPTIONS)
  @Get('ByDeptAndSubDeptFilters')
  filters(@ShopCtx() ctx: StoreContext, @Query() q: DepartmentQueryDto) {
    return this.inventory.departmentFilters(ctx, q.category, q.subCategory);
  }

  @Public()
  @Answers(list(PRODUCT_CARD))
  @Get('ByDepartmentByPage')
  byDepartmentByPage(@ShopCtx() ctx: StoreContext, @Query() q: DepartmentQueryDto) {
    return this.inventory.page(ctx, { category: q.category, page: q.page, pageSize: q.pageSize });
  }

  @Public()
  @Answers(list(PRODUCT_CARD))
  @Get('GetPaginatedBeverages')
  paginated(@ShopCtx() ctx: StoreContext, @Query() q: DepartmentQueryDto) {
    return this.inventory.page(ctx, {
      category: q.category,
      subCategory: q.subCategory,
      page: q.page,
      pageSize: q.pageSize,
    });
  }

  @Public()
  @Answers(list(PRODUCT_CARD))
  @Get('ByTag/:tag')
  byTag(@ShopCtx() ctx: StoreContext, @Param('tag') tag: string, @Query() q: CountQueryDto) {
    return this.inventory.byTag(ctx, tag.slice(0, 100), q.count ?? 48);
  }

  @Public()
  @Answers(list(PRODUCT_CARD))
  @Get('FilterItems')
  filterItems(@ShopCtx() ctx: StoreContext, @Query() q: FilterItemsQueryDto) {
    return this.inventory.page(ctx, {
      category: q.category,
      minPrice: q.minPrice,
      maxPrice: q.maxPrice,
      brands: q.brands,
      vineyards: q.vineyards,
      countries: q.countries,
      page: q.pageNo,
      pageSize: q.pageSize,
    });
  }

  @Public()
  @Answers(list(PRODUCT_CARD))
  @Get('ByBrand/:brands')
  byBrand(@ShopCtx() ctx: StoreContext, @Param('brands') brands: string) {
    return this.inventory.byBrands(ctx, brands.slice(0, 4000));
  }

  @Public()
  @Answers(list(PRODUCT_CARD))
  @Get('Search')
  searchBlank() {
    return [];
  }

  @Public()
  @Answers(list(PRODUCT_CARD))
  @Get('Search/:text')
  search(@ShopCtx() ctx: StoreContext, @Param('text') text: string) {
    return this.inventory.search(ctx, text, 24);
  }

  @Public()
  @Answers(list(PRODUCT_CARD))
  @Get('GetAllBySearch/:text')
  searchAll(@ShopCtx() ctx: StoreContext, @Param('text') text: string) {
    return this.inventory.search(ctx, text, 100);
  }

  @Public()
  @Answers(list(ADDABLE_ITEM))
  @Get('SearchAddItem/:text')
  searchAddItem(@ShopCtx() ctx: StoreContext, @Param('text') text: string) {
    return this.inventory.searchAddItem(ctx, text);
  }

  /** Search-as-you-type: products, brands and categories, from 2 characters. */
  @Public()
  @Answers(obj({ products: 'array', brands: 'array', categories: 'array' }))
  @Get('Suggest')
  @ApiOperation({
    summary: 'Suggestions while typing: up to 6 products, 4 brands and 4 categories (empty under 2 characters)',
  })
  async suggest(
    @ShopCtx() ctx: StoreContext,
    @Query() q: SuggestQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return this.jsonBody(res, await this.inventory.suggestJson(ctx, q.q));
  }

  @Public()
  @Answers(PRODUCT_CARD)
  @Get(':id')
  @ApiOperation({ summary: 'One product by the item number of any of its sizes, with all sizes (itemBySize)' })
  async product(@ShopCtx() ctx: StoreContext, @Param('id') id: string, @Res({ passthrough: true }) res: FastifyReply) {
    return this.jsonBody(res, await this.inventory.productJson(ctx, id));
  }
}
