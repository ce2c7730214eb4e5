import { Injectable } from '@nestjs/common';
import { LanguageCode, languageById, LANGUAGES } from '../../common/i18n/languages';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { FrozenQuestion } from '../question.model';
import { QuestionnaireService } from '../questionnaire/questionnaire.service';
import { Survey } from './survey.entities';
import { ParticipationRepository } from './participation.repository';
import { SurveyRepository } from './survey.repository';
import { SURVEY_TEXT_FIELDS, SurveyTextField } from './survey-texts';

export interface TranslationGap {
  language: LanguageCode;
  /** People of the audience who read this language (visitors by code are not counted). */
  people: number;
  /** Questions whose text, an option or a statement lacks this language: they show in Portuguese. */
  questions: number;
  /** The survey's own texts written in Portuguese (its title always) that this language lacks. */
  texts: SurveyTextField[];
}

const lacks = (question: FrozenQuestion, language: LanguageCode) =>
  !question.texts[language]?.text ||
  // Surveys sent before matrices existed froze their questions without statements.
  [...question.options, ...(question.statements ?? [])].some((option) => !option.labels[language]);

const textsLacking = (survey: Survey, language: LanguageCode): SurveyTextField[] =>
  SURVEY_TEXT_FIELDS.filter(
    (field) =>
      (field === 'title' || survey.texts['pt-BR']?.[field]) && !survey.texts[language]?.[field],
  );

/**
 * What a survey would show in Portuguese to people who read another language, told before it
 * is sent: a company-written question without a translation falls back to its pt-BR text, and
 * so does a survey's title, invitation, introduction or closing.
 */
@Injectable()
export class TranslationGapService {
  constructor(
    private readonly surveys: SurveyRepository,
    private readonly participations: ParticipationRepository,
    private readonly questionnaires: QuestionnaireService,
  ) {}

  async of({ companyId }: TenantScope, id: string): Promise<{ languages: TranslationGap[] }> {
    const survey = await this.surveys.get(companyId, id);
    const questions =
      survey.snapshot?.questions ??
      (await this.questionnaires.freeze(companyId, survey.questionnaireId)).questions;
    const readers = new Map<LanguageCode, number>();
    for (const { languageId, people } of await this.participations.audienceLanguages(
      companyId,
      survey.audience,
    )) {
      const language = languageById(languageId);
      readers.set(language, (readers.get(language) ?? 0) + people);
    }
    // A visitor with a code picks any language on the portal.
    const visitors = survey.accessModes.includes('code');
    const languages = LANGUAGES.map(({ code }) => code).filter(
      (language) => language !== 'pt-BR' && (visitors || readers.has(language)),
    );
    return {
      languages: languages
        .map((language) => ({
          language,
          people: readers.get(language) ?? 0,
          questions: questions.filter((question) => lacks(question, language)).length,
          texts: textsLacking(survey, language),
        }))
        .filter((gap) => gap.questions > 0 || gap.texts.length > 0),
    };
  }
}
