import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('audit_entry')
export class AuditEntry {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { nullable: true }) actorAccountId: string | null;
  @Column('uuid', { nullable: true }) companyId: string | null;
  @Column('text') action: string;
  @Column('text', { nullable: true }) targetId: string | null;
  @Column('jsonb', { default: () => "'{}'" }) details: Record<string, unknown>;
  @Column('text', { nullable: true }) ip: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
