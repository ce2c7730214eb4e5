import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { ModuleName } from '../common/access/access.model';

/** What a company pays for: the modules its people may use and how many employees it may have. */
@Entity('plan')
export class Plan {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() name: string;
  @Column('text', { array: true }) modules: ModuleName[];
  @Column() employeeLimit: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
  @DeleteDateColumn({ type: 'timestamptz' }) deletedAt: Date | null;
}
