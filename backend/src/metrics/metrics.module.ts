import { Global, Module } from '@nestjs/common';
import { MetricsRegistry } from './metrics-registry.service';

@Global()
@Module({
  providers: [MetricsRegistry],
  exports: [MetricsRegistry],
})
export class MetricsModule {}
