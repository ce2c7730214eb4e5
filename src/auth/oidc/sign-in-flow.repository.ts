import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { OidcSignInFlow } from './oidc.entities';

export type NewSignInFlow = Omit<
  OidcSignInFlow,
  'id' | 'stateDigest' | 'ticketDigest' | 'accountId' | 'multiFactor' | 'createdAt'
> & { stateDigest: string };

/**
 * Sign-ins through providers under way. Each step takes its row with one statement that clears
 * the digest it was found by, so an answer replayed, or two arriving at once, finds it once.
 */
@Injectable()
export class SignInFlowRepository {
  constructor(
    @InjectRepository(OidcSignInFlow) private readonly flows: Repository<OidcSignInFlow>,
  ) {}

  /** Rows past their time are of no use to anyone: each new sign-in sweeps them away. */
  async start(flow: NewSignInFlow): Promise<void> {
    await this.flows.createQueryBuilder().delete().where('expires_at < now()').execute();
    await this.flows.insert(flow);
  }

  takeByState(stateDigest: string): Promise<OidcSignInFlow | null> {
    return this.take('state_digest', stateDigest);
  }

  /** The ticket works once; its row is gone after it. */
  async takeByTicket(ticketDigest: string): Promise<OidcSignInFlow | null> {
    const flow = await this.take('ticket_digest', ticketDigest);
    if (flow) await this.discard(flow.id);
    return flow;
  }

  /** The provider vouched for the person: the portal may trade the ticket for a session. */
  async grant(
    id: string,
    grant: Pick<OidcSignInFlow, 'accountId' | 'ticketDigest' | 'multiFactor' | 'expiresAt'>,
  ): Promise<void> {
    await this.flows.update({ id }, grant);
  }

  async discard(id: string): Promise<void> {
    await this.flows.delete({ id });
  }

  private async take(
    column: 'state_digest' | 'ticket_digest',
    digest: string,
  ): Promise<OidcSignInFlow | null> {
    const taken = await this.flows
      .createQueryBuilder()
      .update()
      .set(column === 'state_digest' ? { stateDigest: null } : { ticketDigest: null })
      .where(`${column} = :digest`, { digest })
      .returning('id')
      .execute();
    const id = (taken.raw as Array<{ id: string }>)[0]?.id;
    return id ? this.flows.findOneBy({ id }) : null;
  }
}
