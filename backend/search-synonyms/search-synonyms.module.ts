import { Module } from '@nestjs/common';
import { AdminSearchSynonymsController } from './admin-search-synonyms.controller';
import { SearchSynonymsService } from './search-synonyms.service';

/** Search synonyms: the super-admin resource, and the rules the catalogue's search applies. */
@Module({
  controllers: [AdminSearchSynonymsController],
  providers: [SearchSynonymsService],
  exports: [SearchSynonymsService],
})
export class SearchSynonymsModule {}
