import { Global, Module } from '@nestjs/common';
import { OutboxService } from './outbox.service';
import { QueueRegistry } from './queue-registry.service';

@Global()
@Module({
  providers: [OutboxService, QueueRegistry],
  exports: [OutboxService, QueueRegistry],
})
export class QueueModule {}
