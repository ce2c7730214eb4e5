import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('state')
export class State {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('char', { length: 2 }) code: string;
  @Column() name: string;
  @Column() ibgeCode: number;
}
