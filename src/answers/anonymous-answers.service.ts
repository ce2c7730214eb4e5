import { Injectable } from '@nestjs/common';
import { randomInt, randomUUID } from 'node:crypto';
import { TransactionRunner } from '../common/tx/transaction-runner';
import { ResponseRepository } from './response.repository';

/** Held submissions moved in one transaction at most. */
const BATCH = 5000;

/**
 * Anonymous answers wait in `anonymous_submission` until they are moved here, in shuffled
 * batches, into `survey_response`: each permanent row then shares its transaction with the whole
 * batch, its id is random, its date is the day, and nothing in it or around it points to a
 * person. The worker moves them every few seconds (anonymous-answers.processor.ts); a report
 * moves those of its survey first, so it counts every answer given.
 */
@Injectable()
export class AnonymousAnswers {
  constructor(
    private readonly responses: ResponseRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  /** Moves every held submission (of one survey, or all) into responses; returns how many. */
  async flush(surveyId?: string): Promise<number> {
    let moved = 0;
    for (;;) {
      const count = await this.transactions.run(async ({ manager }) => {
        const held = await this.responses.takeHeld(manager, surveyId, BATCH);
        await this.responses.insert(
          manager,
          shuffle(held).map((row) => ({
            ...row.payload,
            surveyId: row.survey_id,
            id: randomUUID(),
            employeeId: null,
          })),
        );
        return held.length;
      });
      moved += count;
      if (count < BATCH) break;
    }
    if (moved) await this.responses.vacuumHeld();
    return moved;
  }
}

/** Fisher–Yates with a cryptographic source: the batch order says nothing about arrival order. */
function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}
