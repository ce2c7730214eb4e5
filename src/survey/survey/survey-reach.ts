import { Injectable } from '@nestjs/common';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { MESSAGE_CHANNELS, MessageChannel } from '../../employee/employee-field.model';
import { ParticipationRepository } from './participation.repository';
import { ChannelReach, REACH_FAILURES, ReachFailure, SurveyReach } from './survey.model';
import { SurveyRepository } from './survey.repository';

/**
 * Who a survey's invitations and reminders reached, by channel, counted per person from the
 * outbox messages of the survey's participations.
 */
@Injectable()
export class SurveyReachService {
  constructor(
    private readonly surveys: SurveyRepository,
    private readonly participations: ParticipationRepository,
  ) {}

  async of({ companyId }: TenantScope, surveyId: string): Promise<SurveyReach> {
    await this.surveys.get(companyId, surveyId);
    const rows = await this.participations.reach(surveyId);
    const empty = (): ChannelReach => ({
      invited: 0,
      reached: 0,
      pending: 0,
      failed: Object.fromEntries(REACH_FAILURES.map((failure) => [failure, 0])) as Record<
        ReachFailure,
        number
      >,
    });
    const reach: SurveyReach = {
      channels: Object.fromEntries(MESSAGE_CHANNELS.map((channel) => [channel, empty()])) as Record<
        MessageChannel,
        ChannelReach
      >,
      unreachable: 0,
    };
    for (const row of rows) {
      if (!row.channel) {
        reach.unreachable += row.people;
        continue;
      }
      const counts = reach.channels[row.channel];
      counts.invited += row.people;
      if (row.reached) counts.reached += row.people;
      else if (row.pending) counts.pending += row.people;
      else counts.failed[row.failure ?? 'refused'] += row.people;
    }
    return reach;
  }
}
