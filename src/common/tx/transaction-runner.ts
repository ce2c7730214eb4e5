import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/** A unit of work: its writes commit together, and its side effects run only after they do. */
export interface Tx {
  readonly manager: EntityManager;
  afterCommit(effect: () => unknown): void;
}

@Injectable()
export class TransactionRunner {
  private readonly logger = new Logger(TransactionRunner.name);

  constructor(private readonly dataSource: DataSource) {}

  async run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const effects: Array<() => unknown> = [];
    const result = await this.dataSource.transaction((manager) =>
      work({ manager, afterCommit: (effect) => effects.push(effect) }),
    );
    for (const effect of effects) {
      // An effect that fails must not turn a committed change into an error for the caller.
      void Promise.resolve()
        .then(effect)
        .catch((error: Error) => this.logger.warn(`after-commit effect failed: ${error.message}`));
    }
    return result;
  }
}
