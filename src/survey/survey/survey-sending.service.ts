import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuditService } from '../../audit/audit.service';
import { conflict, ValidationFailedException } from '../../common/http/app-exceptions';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { TransactionRunner } from '../../common/tx/transaction-runner';
import { CompanyRepository } from '../../company/company.repository';
import { isSubscriptionExpired } from '../../company/company.entity';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { OutboxService } from '../../mail/outbox.service';
import { QuestionnaireService } from '../questionnaire/questionnaire.service';
import { editionOf, Survey, surveyStatus } from './survey.entities';
import { invitationsFor, surveyMessages } from './survey-messages';
import { ParticipationRepository } from './participation.repository';
import { SurveyRepository } from './survey.repository';

/**
 * What a survey sends: its invitations when it is sent, its reminders (by hand or on schedule),
 * and the editions of a recurring survey that open and send themselves when their period comes.
 */
@Injectable()
export class SurveySendingService {
  constructor(
    private readonly surveys: SurveyRepository,
    private readonly participations: ParticipationRepository,
    private readonly questionnaires: QuestionnaireService,
    private readonly companies: CompanyRepository,
    private readonly outbox: OutboxService,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private readonly logger = new Logger(SurveySendingService.name);

  /**
   * Freezes the questionnaire, creates a participation per person of the audience and queues
   * their invitations with personal links, all in one transaction.
   */
  async send(companyId: string, id: string): Promise<void> {
    const survey = await this.surveys.get(companyId, id);
    if (survey.sentAt) throw conflict('survey.alreadySent');
    if (survey.endsAt && survey.endsAt <= new Date())
      throw ValidationFailedException.of('endsAt', 'survey.endPassed');
    const company = await this.companies.get(companyId);
    if (isSubscriptionExpired(company)) throw conflict('survey.subscriptionExpired');
    const frozen = await this.questionnaires.freeze(companyId, survey.questionnaireId);
    if (!frozen.questions.length)
      throw ValidationFailedException.of('questionnaireId', 'survey.noQuestions');

    await this.transactions.run(async (tx) => {
      const snapshot = { questionnaireName: frozen.name, questions: frozen.questions };
      // The send is claimed by the statement that marks it: of two sends at once, one waits for
      // the other's commit and then finds the survey sent.
      const sentAt = await this.surveys.claimSend(tx.manager, survey.id, snapshot);
      if (!sentAt) throw conflict('survey.alreadySent');
      Object.assign(survey, { snapshot, sentAt });
      const invitees = survey.accessModes.includes('link')
        ? await this.participations.audience(tx.manager, companyId, survey.audience)
        : [];
      if (survey.accessModes.includes('link') && !invitees.length) {
        throw ValidationFailedException.of('audience', 'survey.noAudience');
      }
      const invitations = invitationsFor(invitees, this.config);
      const participations = await this.participations.insertParticipations(
        tx.manager,
        survey,
        invitations.map(({ invitee, inviteHash, channel }) => ({
          employeeId: invitee.employeeId,
          inviteHash,
          channel,
        })),
      );
      await this.outbox.enqueueMany(
        tx,
        surveyMessages(
          this.config.appUrl,
          'survey-invitation',
          survey,
          company.companyName,
          invitations.map((invitation) => ({
            ...invitation,
            participationId: participations.get(invitation.invitee.employeeId) as string,
          })),
        ),
      );
    });
  }

  /**
   * Opens and sends the next edition of every recurring survey whose period has come; run by
   * the worker on a schedule. The claim and the new edition commit together, so a retried or
   * concurrent run finds the survey claimed and opens nothing. Answers how many were opened.
   */
  async openDueEditions(): Promise<number> {
    let opened = 0;
    for (const source of await this.surveys.dueForNextEdition()) {
      const editionId = await this.transactions.run(async (tx) => {
        const dates = await this.surveys.claimNextEdition(tx.manager, source.id);
        if (!dates) return null;
        const id = await this.surveys.insertEdition(tx.manager, source, {
          ...editionOf(source),
          name: source.name,
          recurrence: source.recurrence,
          ...dates,
        });
        await this.audit.record(tx.manager, {
          actorAccountId: null,
          companyId: source.companyId,
          action: 'survey.edition-opened',
          targetId: id,
          details: { sourceId: source.id, recurrence: source.recurrence },
        });
        return id;
      });
      if (!editionId) continue;
      opened += 1;
      // A send refused (an expired subscription, an emptied audience) leaves the edition a
      // draft for the admin to fix and send by hand.
      await this.send(source.companyId, editionId).catch((error: Error) =>
        this.logger.warn(`edition ${editionId} not sent: ${error.message}`),
      );
    }
    return opened;
  }

  /** Like sending, reminding needs a subscription that has not run out. */
  async remind(scope: TenantScope, id: string): Promise<{ reminded: number }> {
    const survey = await this.surveys.get(scope.companyId, id);
    if (surveyStatus(survey) !== 'in-progress') throw conflict('survey.closed');
    const company = await this.companies.get(scope.companyId);
    if (isSubscriptionExpired(company)) throw conflict('survey.subscriptionExpired');
    return { reminded: await this.remindSurvey(survey, company.companyName) };
  }

  /**
   * Reminders of every survey whose interval has passed, of companies whose subscription has
   * not run out; run by the worker on a schedule.
   */
  async sendDueReminders(): Promise<number> {
    let reminded = 0;
    for (const survey of await this.surveys.dueForReminder()) {
      const company = await this.companies.get(survey.companyId);
      reminded += await this.remindSurvey(survey, company.companyName, true);
    }
    return reminded;
  }

  /**
   * One reminder round, claimed by marking the survey reminded first: a round already under way
   * makes the next wait, and a scheduled round (`onlyIfDue`) that finds the survey no longer due
   * (another worker's round, or a reminder by hand) sends nothing.
   */
  private async remindSurvey(
    survey: Survey,
    companyName: string,
    onlyIfDue = false,
  ): Promise<number> {
    return this.transactions.run(async (tx) => {
      if (!(await this.surveys.claimReminder(tx.manager, survey.id, onlyIfDue))) return 0;
      const pending = await this.participations.remindable(tx.manager, survey.id);
      const invitations = invitationsFor(pending, this.config).map((invitation, index) => ({
        ...invitation,
        participationId: pending[index].participationId,
      }));
      await this.participations.addInvites(
        tx.manager,
        invitations.map(({ participationId, inviteHash, channel }) => ({
          participationId,
          inviteHash,
          channel,
        })),
      );
      const messages = surveyMessages(
        this.config.appUrl,
        'survey-reminder',
        survey,
        companyName,
        invitations,
      );
      await this.outbox.enqueueMany(tx, messages);
      return messages.length;
    });
  }
}
