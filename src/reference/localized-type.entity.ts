import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { LanguageCode } from '../common/i18n/languages';

/** Reference lists whose names exist in the three languages. */
abstract class LocalizedType {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() code: string;
  @Column('jsonb') names: Record<LanguageCode, string>;
}

@Entity('company_type')
export class CompanyType extends LocalizedType {}

@Entity('organization_type')
export class OrganizationType extends LocalizedType {}
