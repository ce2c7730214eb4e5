import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Platform-wide settings kept in the database so that every instance shares them. */
@Entity('platform_setting')
export class PlatformSetting {
  @PrimaryColumn('text') key: string;
  @Column('jsonb') value: unknown;
}
