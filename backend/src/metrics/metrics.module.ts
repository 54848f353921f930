import { Module } from '@nestjs/common';
import { MetricsRegistry } from './metrics-registry.service';

@Module({
  providers: [MetricsRegistry],
  exports: [MetricsRegistry],
})
export class MetricsModule {}
