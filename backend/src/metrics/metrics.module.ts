import { Global, Module } from '@nestjs/common';
import { MetricsRegistry } from './metrics-registry.service';
import { MetricsRepository } from './metrics.repository';

@Global()
@Module({
  providers: [MetricsRegistry, MetricsRepository],
  exports: [MetricsRegistry],
})
export class MetricsModule {}
