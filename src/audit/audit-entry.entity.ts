import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Account } from '../account/account.entity';

@Entity('audit_entry')
export class AuditEntry {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { nullable: true }) actorAccountId: string | null;
  /** The log outlives the people in it: no foreign key, a removed actor reads as nobody. */
  @ManyToOne(() => Account, { createForeignKeyConstraints: false, nullable: true })
  @JoinColumn({ name: 'actor_account_id' })
  actor?: Account | null;
  @Column('uuid', { nullable: true }) companyId: string | null;
  @Column('text') action: string;
  @Column('text', { nullable: true }) targetId: string | null;
  @Column('jsonb', { default: () => "'{}'" }) details: Record<string, unknown>;
  @Column('text', { nullable: true }) ip: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
