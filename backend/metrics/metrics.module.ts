import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { MetricsService } from './metrics.service';

/** Prometheus metrics of one app instance (GET /metrics, see MetricsService). */
@Module({
  imports: [CatalogueModule],
  providers: [MetricsService],
  exports: [MetricsService],
})
export class MetricsModule {}
