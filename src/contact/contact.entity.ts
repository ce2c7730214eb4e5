import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A person the platform may reach at a company (HR lead, DE&I committee, billing). */
@Entity('contact')
export class Contact {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid') companyId: string;
  @Column() name: string;
  @Column('text', { nullable: true }) email: string | null;
  @Column('text', { nullable: true }) phone: string | null;
  @Column('text', { nullable: true }) position: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
