import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/auth/decorators';
import { CurrentStore } from '../tenants/current-store';
import type { Store } from '../tenants/store.entity';
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

const json = (res: Response, body: string) => {
  res.type('application/json');
  return body;
};

/** A cached serialised body with its entity tag (express answers 304 when it matches). */
const jsonBody = (res: Response, body: JsonBody) => {
  res.type('application/json');
  res.setHeader('ETag', body.etag);
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
  all(@CurrentStore() store: Store, @Query() q: AllQueryDto) {
    return this.inventory.all(store, q.page, q.pageSize);
  }

  @Public()
  @Get('all')
  allAlias(@CurrentStore() store: Store, @Query() q: AllQueryDto) {
    return this.inventory.all(store, q.page, q.pageSize);
  }

  @Public()
  @Get('Listing')
  @ApiOperation({
    summary: 'One page of products with total and facet counts (types, countries, brands, price bounds)',
  })
  async listing(@CurrentStore() store: Store, @Query() q: ListingQueryDto, @Res({ passthrough: true }) res: Response) {
    return jsonBody(res, await this.inventory.listingJson(store, q));
  }

  @Public()
  @Get('FeaturedItems')
  featured(@CurrentStore() store: Store, @Query() q: CountQueryDto) {
    return this.inventory.featured(store, q.count ?? 8);
  }

  @Public()
  @Get('WeeklyDeals')
  weeklyDeals(@CurrentStore() store: Store, @Query() q: CountQueryDto) {
    return this.inventory.weeklyDeals(store, q.count ?? 24);
  }

  @Public()
  @Get('SalesTax')
  @ApiOperation({ summary: "The store's sales tax rate in percent (a number)" })
  salesTax(@CurrentStore() store: Store, @Res({ passthrough: true }) res: Response) {
    return json(res, JSON.stringify(Number(store.salesTaxPercent)));
  }

  @Public()
  @Get('InventoryCount')
  async inventoryCount(@CurrentStore() store: Store, @Res({ passthrough: true }) res: Response) {
    return json(res, JSON.stringify(await this.inventory.inventoryCount(store)));
  }

  @Public()
  @Get('ByDepartment')
  byDepartment(@CurrentStore() store: Store, @Query() q: DepartmentQueryDto) {
    return this.inventory.page(store, {
      category: q.category,
      subCategory: q.subCategory,
      page: q.page,
      pageSize: q.pageSize,
    });
  }

  @Public()
  @Get('ByDeptAndSubDeptFilters')
  filters(@CurrentStore() store: Store, @Query() q: DepartmentQueryDto) {
    return this.inventory.departmentFilters(store, q.category, q.subCategory);
  }

  @Public()
  @Get('ByDepartmentByPage')
  byDepartmentByPage(@CurrentStore() store: Store, @Query() q: DepartmentQueryDto) {
    return this.inventory.page(store, { category: q.category, page: q.page, pageSize: q.pageSize });
  }

  @Public()
  @Get('GetPaginatedBeverages')
  paginated(@CurrentStore() store: Store, @Query() q: DepartmentQueryDto) {
    return this.inventory.page(store, {
      category: q.category,
      subCategory: q.subCategory,
      page: q.page,
      pageSize: q.pageSize,
    });
  }

  @Public()
  @Get('ByTag/:tag')
  byTag(@CurrentStore() store: Store, @Param('tag') tag: string, @Query() q: CountQueryDto) {
    return this.inventory.byTag(store, tag.slice(0, 100), q.count ?? 48);
  }

  @Public()
  @Get('FilterItems')
  filterItems(@CurrentStore() store: Store, @Query() q: FilterItemsQueryDto) {
    return this.inventory.page(store, {
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
  byBrand(@CurrentStore() store: Store, @Param('brands') brands: string) {
    return this.inventory.byBrands(store, brands.slice(0, 4000));
  }

  @Public()
  @Get('Search')
  searchBlank() {
    return [];
  }

  @Public()
  @Get('Search/:text')
  search(@CurrentStore() store: Store, @Param('text') text: string) {
    return this.inventory.search(store, text, 24);
  }

  @Public()
  @Get('GetAllBySearch/:text')
  searchAll(@CurrentStore() store: Store, @Param('text') text: string) {
    return this.inventory.search(store, text, 100);
  }

  @Public()
  @Get('SearchAddItem/:text')
  searchAddItem(@CurrentStore() store: Store, @Param('text') text: string) {
    return this.inventory.searchAddItem(store, text);
  }

  /** Search-as-you-type (issue 16 point 10): products, brands and categories, from 2 characters. */
  @Public()
  @Get('Suggest')
  @ApiOperation({
    summary: 'Suggestions while typing: up to 6 products, 4 brands and 4 categories (empty under 2 characters)',
  })
  async suggest(@CurrentStore() store: Store, @Query() q: SuggestQueryDto, @Res({ passthrough: true }) res: Response) {
    return jsonBody(res, await this.inventory.suggestJson(store, q.q));
  }

  @Public()
  @Get(':id')
  @ApiOperation({ summary: 'One product by the item number of any of its sizes, with all sizes (itemBySize)' })
  async product(@CurrentStore() store: Store, @Param('id') id: string, @Res({ passthrough: true }) res: Response) {
    return jsonBody(res, await this.inventory.productJson(store, id));
  }
}
