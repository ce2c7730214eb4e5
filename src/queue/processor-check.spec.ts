import { WorkerHost } from '@nestjs/bullmq';
import { DiscoveryService } from '@nestjs/core';
import { ProcessorCheck } from './processor-check';
import { QueueName } from './queues';

class Processor extends WorkerHost {
  constructor(queue: string) {
    super();
    // What BullMQ sets when it makes the worker of a processor.
    Object.assign(this, { _worker: { name: queue } });
  }

  async process(): Promise<void> {}
}

const checkWith = (instances: unknown[]) =>
  new ProcessorCheck({
    getProviders: () => instances.map((instance) => ({ instance })),
  } as unknown as DiscoveryService);

describe('processor check at a worker start', () => {
  const every = Object.values(QueueName);

  it('lets the worker start when every queue has its processor', () => {
    const check = checkWith([...every.map((queue) => new Processor(queue)), {}, null]);
    expect(() => check.onApplicationBootstrap()).not.toThrow();
  });

  it('stops start-up naming each queue left without a processor', () => {
    const served = every.filter(
      (queue) => queue !== QueueName.Report && queue !== QueueName.Retention,
    );
    const check = checkWith(served.map((queue) => new Processor(queue)));
    expect(() => check.onApplicationBootstrap()).toThrow(
      'queues without a processor in the worker: report, retention',
    );
  });
});
