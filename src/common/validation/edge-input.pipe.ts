import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { ValidationFailedException } from '../http/app-exceptions';
import { unacceptableTextPath } from './text-rules';
import { isUuid } from './uuid';

/** Path parameters that name a record: `id`, `questionId`, `codeId`... all UUIDs (DESIGN §3). */
const ID_PARAM = /^(id|[a-z][A-Za-z]*Id)$/;

/**
 * The rules every path and query value obeys, whatever the route, before the route's own rules:
 * a record's id in the path is a UUID (400 naming the parameter, before it reaches SQL), and no
 * value holds text the API never takes (text-rules.ts). JSON bodies get the text rule from their
 * parser and multipart forms from their reader.
 */
@Injectable()
export class EdgeInputPipe implements PipeTransform {
  transform(value: unknown, { type, data }: ArgumentMetadata): unknown {
    if (type !== 'param' && type !== 'query') return value;
    if (type === 'param' && typeof value === 'string' && data && ID_PARAM.test(data)) {
      if (!isUuid(value)) throw ValidationFailedException.of(data, 'validation.uuid');
      return value;
    }
    const badText = unacceptableTextPath(value, data ?? '');
    if (badText !== undefined)
      throw ValidationFailedException.of(badText || type, 'validation.text');
    return value;
  }
}
