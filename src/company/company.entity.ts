import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { ModuleName } from '../common/access/access.model';

@Entity('company')
export class Company {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() companyName: string;
  @Column() cnpj: string;
  @Column({ default: true }) isActive: boolean;
  @Column({ name: 'has_2fa_authentication', default: true }) has2faAuthentication: boolean;
  @Column('text', { array: true, default: () => "'{}'" }) modules: ModuleName[];
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
  @DeleteDateColumn({ type: 'timestamptz' }) deletedAt: Date | null;
}
