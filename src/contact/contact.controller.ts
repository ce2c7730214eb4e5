import { Controller } from '@nestjs/common';
import { PageQueryDto } from '../common/pagination/page-query.dto';
import { TenantCrudController } from '../common/tenant/tenant-crud.controller';
import { ContactBodyDto } from './contact.dto';
import { ContactService } from './contact.service';

const PATH = 'admin/company/contact';

@Controller(PATH)
export class ContactController extends TenantCrudController({
  path: PATH,
  tag: 'admin: contacts',
  module: 'Company',
  body: ContactBodyDto,
  query: PageQueryDto,
  service: ContactService,
}) {}
