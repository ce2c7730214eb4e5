import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Employee } from '../../employee/employee.entity';
import { Survey } from '../../survey/survey/survey.entities';
import {
  PrivacyRequestKind,
  PrivacyRequestOutcome,
  PrivacyRequestStatus,
} from './privacy-request.model';

@Entity('privacy_request')
export class PrivacyRequest {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid') companyId: string;
  @Column('uuid') accountId: string;
  @Column('uuid', { nullable: true }) employeeId: string | null;
  @ManyToOne(() => Employee, { nullable: true })
  @JoinColumn({ name: 'employee_id' })
  employee?: Employee | null;
  @Column('text') kind: PrivacyRequestKind;
  @Column('uuid', { nullable: true }) surveyId: string | null;
  @ManyToOne(() => Survey, { nullable: true })
  @JoinColumn({ name: 'survey_id' })
  survey?: Survey | null;
  @Column('text', { nullable: true }) details: string | null;
  @Column('text') status: PrivacyRequestStatus;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  /** Art. 19 II: the full answer within 15 days of the request. */
  @Column('timestamptz') dueAt: Date;
  @Column('timestamptz', { nullable: true }) answeredAt: Date | null;
  @Column('uuid', { nullable: true }) answeredBy: string | null;
  @Column('text', { nullable: true }) answer: string | null;
  @Column('jsonb') outcome: PrivacyRequestOutcome;
}
