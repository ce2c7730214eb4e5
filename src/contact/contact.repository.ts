import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TenantRepository } from '../common/tenant/tenant.repository';
import { Contact } from './contact.entity';

@Injectable()
export class ContactRepository extends TenantRepository<Contact> {
  constructor(@InjectRepository(Contact) repository: Repository<Contact>) {
    super(repository, 'contact');
  }
}
