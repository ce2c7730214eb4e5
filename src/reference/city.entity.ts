import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('city')
export class City {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid') stateId: string;
  @Column() name: string;
  @Column() ibgeCode: number;
}
