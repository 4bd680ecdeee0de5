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
import type { JsonBody } from '../catalogue/catalogue.service';

const json = (res: FastifyReply, body: string) => {
  res.type('application/json');
  return body;
};

/** A cached serialised body with its entity tag (common/http/not-modified.ts answers 304 when it matches). */
const jsonBody = (res: FastifyReply, body: JsonBody) => {
  res.type('application/json');
  res.header('ETag', body.etag);
  return body.json;
};

/**
 * Store inventory, customer side (spec 7). The store is the request's storefront store (domain,
 * X-Store header or the default). The `{id}` route is declared last so the named paths win.
 */
@ApiTags('storeinventory')
@Controller('storeinventory')
export class StoreInventoryController {
  constructor(private readonly inventory: StoreInventoryService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'All products of the store (one page when page/pageSize are given)' })
  all(@ShopCtx() ctx: StoreContext, @Query() q: AllQueryDto) {
    return this.inventory.all(ctx, q.page, q.pageSize);
  }

  @Public()
  @Get('all')
  allAlias(@ShopCtx() ctx: StoreContext, @Query() q: AllQueryDto) {
    return this.inventory.all(ctx, q.page, q.pageSize);
  }

  @Public()
  @Get('Listing')
  @ApiOperation({
    summary: 'One page of products with total and facet counts (types, countries, brands, price bounds)',
  })
  async listing(
    @ShopCtx() ctx: StoreContext,
    @Query() q: ListingQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return jsonBody(res, await this.inventory.listingJson(ctx, q));
  }

  @Public()
  @Get('FeaturedItems')
  featured(@ShopCtx() ctx: StoreContext, @Query() q: CountQueryDto) {
    return this.inventory.featured(ctx, q.count ?? 8);
  }

  @Public()
  @Get('WeeklyDeals')
  weeklyDeals(@ShopCtx() ctx: StoreContext, @Query() q: CountQueryDto) {
    return this.inventory.weeklyDeals(ctx, q.count ?? 24);
  }

  @Public()
  @Get('SalesTax')
  @ApiOperation({ summary: "The store's sales tax rate in percent (a number)" })
  salesTax(@ShopCtx() ctx: StoreContext, @Res({ passthrough: true }) res: FastifyReply) {
    return json(res, JSON.stringify(Number(ctx.store.salesTaxPercent)));
  }

  @Public()
  @Get('InventoryCount')
  async inventoryCount(@ShopCtx() ctx: StoreContext, @Res({ passthrough: true }) res: FastifyReply) {
    return json(res, JSON.stringify(await this.inventory.inventoryCount(ctx)));
  }

  @Public()
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
  @Get('ByDeptAndSubDeptFilters')
  filters(@ShopCtx() ctx: StoreContext, @Query() q: DepartmentQueryDto) {
    return this.inventory.departmentFilters(ctx, q.category, q.subCategory);
  }

  @Public()
  @Get('ByDepartmentByPage')
  byDepartmentByPage(@ShopCtx() ctx: StoreContext, @Query() q: DepartmentQueryDto) {
    return this.inventory.page(ctx, { category: q.category, page: q.page, pageSize: q.pageSize });
  }

  @Public()
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
  @Get('ByTag/:tag')
  byTag(@ShopCtx() ctx: StoreContext, @Param('tag') tag: string, @Query() q: CountQueryDto) {
    return this.inventory.byTag(ctx, tag.slice(0, 100), q.count ?? 48);
  }

  @Public()
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
  @Get('ByBrand/:brands')
  byBrand(@ShopCtx() ctx: StoreContext, @Param('brands') brands: string) {
    return this.inventory.byBrands(ctx, brands.slice(0, 4000));
  }

  @Public()
  @Get('Search')
  searchBlank() {
    return [];
  }

  @Public()
  @Get('Search/:text')
  search(@ShopCtx() ctx: StoreContext, @Param('text') text: string) {
    return this.inventory.search(ctx, text, 24);
  }

  @Public()
  @Get('GetAllBySearch/:text')
  searchAll(@ShopCtx() ctx: StoreContext, @Param('text') text: string) {
    return this.inventory.search(ctx, text, 100);
  }

  @Public()
  @Get('SearchAddItem/:text')
  searchAddItem(@ShopCtx() ctx: StoreContext, @Param('text') text: string) {
    return this.inventory.searchAddItem(ctx, text);
  }

  /** Search-as-you-type: products, brands and categories, from 2 characters. */
  @Public()
  @Get('Suggest')
  @ApiOperation({
    summary: 'Suggestions while typing: up to 6 products, 4 brands and 4 categories (empty under 2 characters)',
  })
  async suggest(
    @ShopCtx() ctx: StoreContext,
    @Query() q: SuggestQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return jsonBody(res, await this.inventory.suggestJson(ctx, q.q));
  }

  @Public()
  @Get(':id')
  @ApiOperation({ summary: 'One product by the item number of any of its sizes, with all sizes (itemBySize)' })
  async product(@ShopCtx() ctx: StoreContext, @Param('id') id: string, @Res({ passthrough: true }) res: FastifyReply) {
    return jsonBody(res, await this.inventory.productJson(ctx, id));
  }
}
