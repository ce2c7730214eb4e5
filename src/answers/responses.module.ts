import { Module } from '@nestjs/common';
import { AnonymousAnswers } from './anonymous-answers.service';
import { IdentifiedAnswers } from './identified-answers.repository';
import { ResponseRepository } from './response.repository';
import { TallyRepository } from './tally.repository';

/**
 * Where responses are written: the answering side writes them, reports read through it only to
 * move held anonymous answers first, and a person's rights change their identified ones. A
 * plain module, so all import the same instances.
 */
@Module({
  providers: [TallyRepository, ResponseRepository, AnonymousAnswers, IdentifiedAnswers],
  exports: [ResponseRepository, AnonymousAnswers, IdentifiedAnswers],
})
export class ResponsesModule {}
