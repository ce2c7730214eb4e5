import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { City } from './city.entity';
import { CompanyType, OrganizationType } from './localized-type.entity';
import { ReferenceController } from './reference.controller';
import { ReferenceRepository } from './reference.repository';
import { ReferenceService } from './reference.service';
import { State } from './state.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([State, City, CompanyType, OrganizationType])],
  controllers: [ReferenceController],
  providers: [ReferenceService, ReferenceRepository],
  exports: [ReferenceService],
})
export class ReferenceModule {}
