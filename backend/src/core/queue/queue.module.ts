import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';
import { QueueRegistry } from './queue-registry.service';
import { OutboxEvent } from './outbox-event.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxEvent])],
  providers: [OutboxRepository, OutboxService, QueueRegistry],
  exports: [OutboxRepository, OutboxService, QueueRegistry],
})
export class QueueModule {}
