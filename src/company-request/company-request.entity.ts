import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type CompanyRequestStatus = 'pending' | 'approved' | 'rejected';

/** A business asking for an account through the public form; the platform owner decides. */
@Entity('company_request')
export class CompanyRequest {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() contactName: string;
  @Column() contactPhone: string;
  @Column() contactEmail: string;
  @Column() companyName: string;
  @Column() cnpj: string;
  @Column({ default: 1 }) languageId: number;
  @Column('text', { default: 'pending' }) status: CompanyRequestStatus;
  @Column('uuid', { nullable: true }) decidedBy: string | null;
  @Column('timestamptz', { nullable: true }) decidedAt: Date | null;
  @Column('text', { nullable: true }) rejectionReason: string | null;
  @Column('uuid', { nullable: true }) companyId: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
