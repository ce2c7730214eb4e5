import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/access/access.decorators';
import { LanguageCode } from '../common/i18n/languages';
import { Language } from '../common/http/request-context';
import { ReferenceService } from './reference.service';

@ApiTags('reference data')
@Controller('public')
export class ReferenceController {
  constructor(private readonly references: ReferenceService) {}

  /** The 27 federative units with their IBGE codes. */
  @Get('state')
  @Public()
  states() {
    return this.references.listStates();
  }

  @Get('state/:stateId/city')
  @Public()
  @ApiQuery({ name: 'search', required: false })
  cities(@Param('stateId') stateId: string, @Query('search') search?: string) {
    return this.references.listCities(
      stateId,
      typeof search === 'string' ? search.slice(0, 100) : undefined,
    );
  }

  @Get('company-type')
  @Public()
  companyTypes(@Language() language: LanguageCode) {
    return this.references.listCompanyTypes(language);
  }
}
