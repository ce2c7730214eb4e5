import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Plan } from '../plan/plan.entity';
import { brazilDay } from '../common/time/brazil-day';

export interface CompanySetup {
  sector: string;
  employeeCountRange: string;
  hasDiversityCommittee: boolean;
  goals: string;
}

@Entity('company')
export class Company {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() companyName: string;
  @Column() cnpj: string;
  @Column({ default: true }) isActive: boolean;
  @Column({ name: 'has_2fa_authentication', default: true }) has2faAuthentication: boolean;
  /** Its administrators must sign in with an authenticator app (TOTP). */
  @Column({ default: false }) requiresSecondFactor: boolean;
  @Column('uuid', { nullable: true }) companyTypeId: string | null;
  @Column('text', { nullable: true }) zipCode: string | null;
  @Column('text', { nullable: true }) street: string | null;
  @Column('text', { nullable: true }) number: string | null;
  @Column('text', { nullable: true }) complement: string | null;
  @Column('text', { nullable: true }) neighborhood: string | null;
  @Column('uuid', { nullable: true }) stateId: string | null;
  @Column('uuid', { nullable: true }) cityId: string | null;
  @Column('uuid', { nullable: true }) planId: string | null;
  @ManyToOne(() => Plan, { nullable: true })
  @JoinColumn({ name: 'plan_id' })
  plan?: Plan | null;
  /** The last day the subscription covers (a date, no time). */
  @Column('date', { nullable: true }) subscriptionEndDate: string | null;
  @Column('text', { nullable: true }) logoKey: string | null;
  @Column('jsonb', { nullable: true }) setup: CompanySetup | null;
  /** When the wizard's last step (the questions) was first answered; see OnboardingService. */
  @Column('timestamptz', { nullable: true }) setupCompletedAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
  @DeleteDateColumn({ type: 'timestamptz' }) deletedAt: Date | null;
}

/** Today in Brazil's capital decides whether a subscription has run out. */
export function isSubscriptionExpired(
  company: Pick<Company, 'subscriptionEndDate'>,
  now = new Date(),
): boolean {
  return !!company.subscriptionEndDate && company.subscriptionEndDate < brazilDay(now);
}
