import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { MESSAGE_CHANNELS, MessageChannel } from '../../employee/employee.entity';
import { SurveyParticipation } from './survey.entities';
import { SurveyRepository } from './survey.repository';

const FAILURES = [
  'invalid-number',
  'opted-out',
  'template-rejected',
  'refused',
  'gave-up',
] as const;
type Failure = (typeof FAILURES)[number];

export interface ChannelReach {
  /** People sent an invitation or reminder by this channel. */
  invited: number;
  /** People at least one of whose messages the provider (or SMTP server) took. */
  reached: number;
  /** People whose messages are still being tried. */
  pending: number;
  /** People whose every message failed, by the reason of the latest. */
  failed: Record<Failure, number>;
}

export interface SurveyReach {
  channels: Record<MessageChannel, ChannelReach>;
  /** Invited people no channel could reach: no e-mail, and no usable phone. */
  unreachable: number;
}

/**
 * Who a survey's invitations and reminders reached, by channel, counted per person from the
 * outbox messages of the survey's participations.
 */
@Injectable()
export class SurveyReachService {
  constructor(
    private readonly surveys: SurveyRepository,
    @InjectRepository(SurveyParticipation)
    private readonly participations: Repository<SurveyParticipation>,
  ) {}

  async of({ companyId }: TenantScope, surveyId: string): Promise<SurveyReach> {
    await this.surveys.get(companyId, surveyId);
    const rows: Array<{
      channel: MessageChannel | null;
      reached: boolean | null;
      pending: boolean | null;
      failure: Failure | null;
      people: number;
    }> = await this.participations.query(
      `WITH per_person AS (
         SELECT m.channel, bool_or(m.status = 'sent') AS reached, bool_or(m.status = 'pending') AS pending,
                (array_agg(m.failure ORDER BY m.created_at DESC) FILTER (WHERE m.status = 'failed'))[1] AS failure
           FROM survey_participation p JOIN outbox_message m ON m.participation_id = p.id
          WHERE p.survey_id = $1
          GROUP BY m.channel, p.id)
       SELECT channel, reached, pending, failure, count(*)::int AS people FROM per_person
        GROUP BY channel, reached, pending, failure
       UNION ALL
       SELECT NULL, NULL, NULL, NULL, count(*)::int FROM survey_participation
        WHERE survey_id = $1 AND channel IS NULL`,
      [surveyId],
    );
    const empty = (): ChannelReach => ({
      invited: 0,
      reached: 0,
      pending: 0,
      failed: Object.fromEntries(FAILURES.map((failure) => [failure, 0])) as Record<
        Failure,
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
