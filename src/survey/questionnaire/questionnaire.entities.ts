import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  OneToMany,
  ManyToOne,
  JoinColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import {
  Localized,
  QuestionCategory,
  QuestionCondition,
  QuestionOption,
  QuestionText,
  QuestionType,
} from '../question.model';

@Entity('questionnaire')
export class Questionnaire {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid') companyId: string;
  @Column() name: string;
  @Column('text', { nullable: true }) description: string | null;
  @OneToMany(() => QuestionnaireQuestion, (question) => question.questionnaire)
  questions?: QuestionnaireQuestion[];
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
  @DeleteDateColumn({ type: 'timestamptz' }) deletedAt: Date | null;
}

const numeric = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

@Entity('questionnaire_question')
export class QuestionnaireQuestion {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid') questionnaireId: string;
  @ManyToOne(() => Questionnaire, (questionnaire) => questionnaire.questions)
  @JoinColumn({ name: 'questionnaire_id' })
  questionnaire?: Questionnaire;
  @Column('uuid') companyId: string;
  @Column() position: number;
  @Column('text') type: QuestionType;
  @Column() required: boolean;
  @Column() sensitive: boolean;
  @Column('text', { nullable: true }) category: QuestionCategory | null;
  @Column('jsonb') texts: Localized<QuestionText>;
  @Column('jsonb') options: QuestionOption[];
  @Column('jsonb') statements: QuestionOption[];
  @Column('numeric', { nullable: true, transformer: numeric }) min: number | null;
  @Column('numeric', { nullable: true, transformer: numeric }) max: number | null;
  @Column('text', { nullable: true }) imageKey: string | null;
  @Column('jsonb', { nullable: true }) condition: QuestionCondition | null;
  @Column('uuid', { nullable: true }) predefinedQuestionId: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
