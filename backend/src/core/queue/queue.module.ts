import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxService } from './outbox.service';
import { QueueRegistry } from './queue-registry.service';
import { OutboxEvent } from './outbox-event.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxEvent])],
  providers: [OutboxService, QueueRegistry],
  exports: [OutboxService, QueueRegistry],
})
export class QueueModule {}
