import { Injectable } from '@nestjs/common';
import { notFound } from '../common/http/app-exceptions';
import { LanguageCode, languageById } from '../common/i18n/languages';
import { translate } from '../common/i18n/translate';
import { reportQuestions } from '../survey/matrix';
import { FrozenQuestion } from '../survey/question.model';
import { statementPdf } from './statement-pdf';
import { AnswerView, PersonalData } from './personal-data.model';
import { HeldResponse, PrivacyRepository } from './privacy.repository';

@Injectable()
export class PrivacyService {
  constructor(private readonly held: PrivacyRepository) {}

  async personalData(accountId: string): Promise<PersonalData> {
    const [account, employments, participations, responses, signIns, requests] = await Promise.all([
      this.held.account(accountId),
      this.held.employments(accountId),
      this.held.participations(accountId),
      this.held.identifiedResponses(accountId),
      this.held.signIns(accountId),
      this.held.requests(accountId),
    ]);
    if (!account) throw notFound();
    const { languageId, ...profile } = account;
    const language = languageById(languageId);
    return {
      generatedAt: new Date().toISOString(),
      account: { ...profile, language },
      employments,
      participations,
      identifiedResponses: responses.map(({ snapshot, answers, ...response }) => ({
        ...response,
        answers: answerViews(snapshot?.questions ?? [], answers, language),
      })),
      signIns,
      requests,
      anonymousAnswers: translate(language, 'privacy.anonymousAnswers'),
    };
  }

  /** The same statement as a readable PDF, in the person's language. */
  async personalDataPdf(accountId: string): Promise<Buffer> {
    const data = await this.personalData(accountId);
    return statementPdf(data, data.account.language);
  }
}

/** Each answered question with its text and the answer as the person saw it, in questionnaire order. */
function answerViews(
  questions: FrozenQuestion[],
  answers: HeldResponse['answers'],
  language: LanguageCode,
): AnswerView[] {
  // A matrix's statements are answered as questions of their own; a ranking, in rank order.
  return reportQuestions(questions).flatMap((question) => {
    const mine = answers.filter((answer) => answer.questionId === question.id);
    if (question.type === 'ranking')
      mine.sort((a, b) => Number(a.valueNumber) - Number(b.valueNumber));
    if (!mine.length) return [];
    const label = (key: string) => {
      const option = question.options.find((candidate) => candidate.key === key);
      return option ? (option.labels[language] ?? option.labels['pt-BR']) : key;
    };
    return [
      {
        question: question.texts[language]?.text || question.texts['pt-BR'].text,
        answer: mine.map((answer) =>
          answer.preferNot
            ? translate(language, 'privacy.preferNot')
            : answer.optionKey !== null
              ? label(answer.optionKey)
              : (answer.valueText ?? answer.valueNumber ?? ''),
        ),
      },
    ];
  });
}
