import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '../queue/queues';
import { OutboxMessage } from './outbox-message.entity';
import { DeliveryService } from './delivery.service';
import { EmailProcessor } from './email.processor';
import { OutboxRelay } from './outbox.relay';
import { OutboxService } from './outbox.service';
import { EmailTransport, SmsTransport } from './transports';

@Global()
@Module({})
export class MailModule {
  /** The API only writes to the outbox; the worker also delivers and relays. */
  static forRole(withWorker: boolean): DynamicModule {
    return {
      module: MailModule,
      imports: [
        BullModule.registerQueue({ name: QueueName.Email }),
        TypeOrmModule.forFeature([OutboxMessage]),
      ],
      providers: [
        OutboxService,
        ...(withWorker
          ? [DeliveryService, EmailTransport, SmsTransport, EmailProcessor, OutboxRelay]
          : []),
      ],
      exports: [OutboxService],
    };
  }
}
