import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { listColumns } from '../common/pagination/list-columns';
import { TenantRepository } from '../common/tenant/tenant.repository';
import { Contact } from './contact.entity';

@Injectable()
export class ContactRepository extends TenantRepository<Contact> {
  constructor(@InjectRepository(Contact) repository: Repository<Contact>) {
    super(repository, 'contact');
  }

  protected override listed(builder: SelectQueryBuilder<Contact>): SelectQueryBuilder<Contact> {
    return builder.select(listColumns<Contact>('contact', ['name', 'email', 'phone', 'position']));
  }
}
