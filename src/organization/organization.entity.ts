import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { OrganizationType } from '../reference/localized-type.entity';

/** A unit of a company: headquarters, branch, plant... Departments may belong to one. */
@Entity('organization')
export class Organization {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid') companyId: string;
  @Column() name: string;
  @Column('uuid', { nullable: true }) organizationTypeId: string | null;
  @ManyToOne(() => OrganizationType, { nullable: true })
  @JoinColumn({ name: 'organization_type_id' })
  organizationType?: OrganizationType | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
