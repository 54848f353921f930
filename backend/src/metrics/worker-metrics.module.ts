import { Module } from '@nestjs/common';
import { MetricsModule } from './metrics.module';
import { WorkerMetricsServer } from './worker-metrics-server';

@Module({
  imports: [MetricsModule],
  providers: [WorkerMetricsServer],
})
export class WorkerMetricsModule {}
