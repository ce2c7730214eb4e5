import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Account } from '../account/account.entity';
import { Department } from '../department/department.entity';
import { Organization } from '../organization/organization.entity';
import { MessageChannel } from './employee-field.model';

// The channels are part of the model the dashboard shares; the entity and its many readers name them here.
export { MESSAGE_CHANNELS, type MessageChannel } from './employee-field.model';

/**
 * A person on the company's staff. Each has exactly one `user` account with the same e-mail,
 * phone and CPF, through which they sign in to the portal; the language lives on the account.
 */
@Entity('employee')
export class Employee {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid') companyId: string;
  @Column('uuid') accountId: string;
  @OneToOne(() => Account)
  @JoinColumn({ name: 'account_id' })
  account?: Account;
  @Column() name: string;
  @Column('text', { nullable: true }) email: string | null;
  /** E.164. */
  @Column('text', { nullable: true }) cellPhone: string | null;
  /** Eleven digits. */
  @Column('text', { nullable: true }) cpf: string | null;
  /** Digits only. */
  @Column('text', { nullable: true }) rg: string | null;
  /** YYYY-MM-DD. */
  @Column('date', { nullable: true }) birthDate: string | null;
  @Column('date', { nullable: true }) admissionDate: string | null;
  @Column('text', { nullable: true }) jobTitle: string | null;
  @Column('uuid', { nullable: true }) organizationId: string | null;
  @ManyToOne(() => Organization, { nullable: true })
  @JoinColumn({ name: 'organization_id' })
  organization?: Organization | null;
  @Column('uuid', { nullable: true }) departmentId: string | null;
  @ManyToOne(() => Department, { nullable: true })
  @JoinColumn({ name: 'department_id' })
  department?: Department | null;
  /** The channel the admin chose; null: the first the person has (e-mail, then SMS). */
  @Column('text', { nullable: true }) preferredChannel: MessageChannel | null;
  @Column({ default: true }) isActive: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
