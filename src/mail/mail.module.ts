import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '../queue/queues';
import { OutboxMessage } from './outbox-message.entity';
import { DeliveryService } from './delivery.service';
import { EmailProcessor } from './email.processor';
import { OutboxRelay } from './outbox.relay';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';
import { InboundMessagesService } from './inbound/inbound-messages.service';
import { InboundController } from './inbound/inbound.controller';
import { InboundWebhooksService } from './inbound/inbound-webhooks.service';
import { MessageBlockRepository } from './text/message-block.repository';
import { EmailTransport, TextTransport } from './transports';

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
      controllers: [InboundController],
      providers: [
        OutboxService,
        OutboxRepository,
        MessageBlockRepository,
        InboundMessagesService,
        InboundWebhooksService,
        ...(withWorker
          ? [DeliveryService, EmailTransport, TextTransport, EmailProcessor, OutboxRelay]
          : []),
      ],
      exports: [OutboxService, MessageBlockRepository],
    };
  }
}
