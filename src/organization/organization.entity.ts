import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VirtualColumn,
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
  /**
   * Its departments, counted in the statement that reads the organization when it is asked for
   * (OrganizationRepository), instead of by a statement of its own.
   */
  @VirtualColumn({
    type: 'int',
    select: false,
    query: (alias) =>
      `SELECT count(*)::int FROM department WHERE department.organization_id = ${alias}.id`,
  })
  departmentCount?: number;
}
