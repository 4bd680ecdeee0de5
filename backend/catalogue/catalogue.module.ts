import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { SearchSynonymsModule } from '../search-synonyms/search-synonyms.module';
import { CatalogueService } from './catalogue.service';

/**
 * The storefront catalogue engine: one in-memory snapshot per store (listing, search, facets,
 * product views), kept fresh from database notifications. Exports CatalogueService (snapshots,
 * `invalidate()`).
 */
@Module({
  imports: [ImagesModule, SearchSynonymsModule],
  providers: [CatalogueService],
  exports: [CatalogueService],
})
export class CatalogueModule {}
