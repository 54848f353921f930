import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobSchedulerService } from './job-scheduler.service';
import { JobWorkerService } from './job-worker.service';
import { OutboxRelayService } from './outbox-relay.service';

/** Only in the worker process: the relay, the BullMQ workers and the job schedules. */
@Module({
  imports: [DiscoveryModule],
  providers: [OutboxRelayService, JobWorkerService, JobSchedulerService],
  exports: [OutboxRelayService, JobSchedulerService, JobWorkerService],
})
export class WorkerRuntimeModule {}
