import { IntersectionType } from '@nestjs/swagger';
import { ReportFilterDto } from '../report.dto';
import { IntersectionSidesDto } from './intersection-sides.dto';

/** A two-way table: what its rows and columns are, and the report's filters. */
export class IntersectionQueryDto extends IntersectionType(ReportFilterDto, IntersectionSidesDto) {}
