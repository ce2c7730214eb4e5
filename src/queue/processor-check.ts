import { WorkerHost } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { QueueName } from './queues';

/**
 * In a worker, every queue must have a processor: a job sent to a queue nobody consumes would
 * wait forever without a word. Start-up stops instead, naming the queues left without one.
 * Runs once the workers are made (BullMQ makes them when modules initialize).
 */
@Injectable()
export class ProcessorCheck implements OnApplicationBootstrap {
  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    const consumed = new Set(
      this.discovery
        .getProviders()
        .map((wrapper) => wrapper.instance as unknown)
        .filter((instance): instance is WorkerHost => instance instanceof WorkerHost)
        .map((host) => host.worker.name),
    );
    const missing = Object.values(QueueName).filter((queue) => !consumed.has(queue));
    if (missing.length)
      throw new Error(`queues without a processor in the worker: ${missing.join(', ')}`);
  }
}
