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
import { Company } from '../company/company.entity';
import { Role } from '../common/access/access.model';

/** A person who signs in: platform owner, company administrator or employee. */
@Entity('account')
export class Account {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { nullable: true }) companyId: string | null;
  @ManyToOne(() => Company, { nullable: true })
  @JoinColumn({ name: 'company_id' })
  company?: Company | null;
  @Column() name: string;
  @Column('text', { nullable: true }) email: string | null;
  @Column('text', { nullable: true }) phone: string | null;
  @Column('text', { nullable: true }) cpf: string | null;
  @Column('text', { nullable: true, select: false }) passwordHash: string | null;
  /** True until the person sets a password of their own (first access). */
  @Column({ default: true }) mustCreatePassword: boolean;
  @Column('text', { array: true }) roles: Role[];
  @Column({ default: 1 }) languageId: number;
  @Column({ default: 0 }) tokenVersion: number;
  @Column({ default: true }) isActive: boolean;
  @Column({ default: false }) hasAcceptedTerms: boolean;
  @Column('timestamptz', { nullable: true }) termsAcceptedAt: Date | null;
  @Column('timestamptz', { nullable: true }) lastLoginAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
  @DeleteDateColumn({ type: 'timestamptz' }) deletedAt: Date | null;
}
