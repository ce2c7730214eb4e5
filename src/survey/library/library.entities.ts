import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { LanguageCode } from '../../common/i18n/languages';
import {
  Localized,
  QuestionCategory,
  QuestionOption,
  QuestionText,
  QuestionType,
} from '../question.model';

/** A reusable answer scale or option set; the platform's have no company. */
@Entity('response_model')
export class ResponseModel {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { nullable: true }) companyId: string | null;
  @Column('text', { nullable: true }) code: string | null;
  @Column('jsonb') names: Partial<Record<LanguageCode, string>> & { 'pt-BR': string };
  @Column('jsonb') options: QuestionOption[];
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}

/** A question of the platform library, kept by the platform owner. */
@Entity('predefined_question')
export class PredefinedQuestion {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text', { nullable: true }) code: string | null;
  @Column('text') type: QuestionType;
  @Column('text', { nullable: true }) category: QuestionCategory | null;
  @Column() sensitive: boolean;
  @Column('jsonb') texts: Localized<QuestionText>;
  @Column('jsonb') options: QuestionOption[];
  @Column('jsonb') statements: QuestionOption[];
  @Column('uuid', { nullable: true }) responseModelId: string | null;
  @Column() isActive: boolean;
  @Column() position: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
