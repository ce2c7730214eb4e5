import { PipeTransform } from '@nestjs/common';
import { badRequest } from '../http/app-exceptions';
import { INTEGER_MAX, INTEGER_MIN } from './decorators';

/** A whole number in the path, bounded like every integer a body or query takes (IsInteger). */
export class IntegerParamPipe implements PipeTransform<string, number> {
  constructor(
    private readonly field: string,
    private readonly min = INTEGER_MIN,
  ) {}

  transform(value: string): number {
    if (!/^-?\d{1,20}$/.test(value)) throw badRequest(this.field, 'validation.integer');
    const number = Number(value);
    if (number > INTEGER_MAX) throw badRequest(this.field, 'validation.max', { max: INTEGER_MAX });
    if (number < this.min) throw badRequest(this.field, 'validation.min', { min: this.min });
    return number;
  }
}
