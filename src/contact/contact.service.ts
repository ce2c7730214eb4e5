import { Injectable } from '@nestjs/common';
import { badRequest } from '../common/http/app-exceptions';
import { mapPage } from '../common/pagination/paginate';
import { Page, PageQueryDto } from '../common/pagination/page-query.dto';
import { TenantScope } from '../common/tenant/scope.decorator';
import { TenantCrudService } from '../common/tenant/tenant-crud.controller';
import { normalizeEmail, normalizePhone } from '../common/validation/brazil';
import { ContactBodyDto, ContactDto } from './contact.dto';
import { Contact } from './contact.entity';
import { ContactRepository } from './contact.repository';
import { containing } from '../common/pagination/search';

const ORDER = { name: 'contact.name', email: 'contact.email', createdAt: 'contact.createdAt' };

@Injectable()
export class ContactService implements TenantCrudService<ContactBodyDto, PageQueryDto, ContactDto> {
  constructor(private readonly contacts: ContactRepository) {}

  async list({ companyId }: TenantScope, query: PageQueryDto): Promise<Page<ContactDto>> {
    const page = await this.contacts.page(companyId, query, ORDER, '-createdAt', (builder) => {
      if (query.search) {
        builder.andWhere(
          `(search_text(contact.name) LIKE search_text(:search) OR contact.email LIKE lower(:search))`,
          { search: containing(query.search) },
        );
      }
    });
    return mapPage(page, present);
  }

  async get({ companyId }: TenantScope, id: string): Promise<ContactDto> {
    return present(await this.contacts.get(companyId, id));
  }

  async create({ companyId }: TenantScope, body: ContactBodyDto): Promise<ContactDto> {
    return present(await this.contacts.insert(companyId, values(body)));
  }

  async update({ companyId }: TenantScope, id: string, body: ContactBodyDto): Promise<ContactDto> {
    return present(await this.contacts.update(companyId, id, values(body)));
  }

  async remove({ companyId }: TenantScope, id: string): Promise<void> {
    await this.contacts.remove(companyId, id);
  }
}

/** A contact is someone to reach: without an e-mail or a phone it is only a name. */
function values(body: ContactBodyDto): Partial<Contact> {
  const email = body.email ? (normalizeEmail(body.email) ?? null) : null;
  const phone = body.phone ? (normalizePhone(body.phone) ?? null) : null;
  if (!email && !phone) throw badRequest('email', 'contact.reachRequired');
  return { name: body.name.trim(), email, phone, position: body.position?.trim() || null };
}

function present(contact: Contact): ContactDto {
  return {
    id: contact.id,
    encryptedId: contact.id,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    position: contact.position,
  };
}
