import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobWorkerService } from './job-worker.service';
import { OutboxRelayService } from './outbox-relay.service';

/** Only in the worker process: the relay and the BullMQ workers. */
@Module({
  imports: [DiscoveryModule],
  providers: [OutboxRelayService, JobWorkerService],
  exports: [OutboxRelayService],
})
export class WorkerRuntimeModule {}
