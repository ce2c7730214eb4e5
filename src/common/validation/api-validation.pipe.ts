import { ArgumentMetadata, Type, ValidationPipe } from '@nestjs/common';
import { VALIDATION_OPTIONS } from './validation-errors';

/** Distinct query strings remembered per query type; the oldest goes first. */
const REMEMBERED_QUERIES = 500;

/**
 * Every body, query and form is checked by VALIDATION_OPTIONS. A query's result depends only on
 * its type and its text, and lists are asked for the same few ways over and over (first page,
 * default order), so an accepted query is turned into its DTO once and handed out as a copy: the
 * class-transformer and class-validator pass was about a fourteenth of a list call's processor
 * time. A refused query is checked again each time, so its answer is built the same way.
 */
export class ApiValidationPipe extends ValidationPipe {
  private readonly acceptedQueries = new Map<Type<unknown>, Map<string, object>>();

  constructor(expectedType?: Type<unknown>) {
    super({ ...VALIDATION_OPTIONS, expectedType });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const type = this.expectedType ?? metadata.metatype;
    if (
      metadata.type !== 'query' ||
      metadata.data ||
      !type ||
      !this.toValidate({ ...metadata, metatype: type })
    ) {
      return super.transform(value, metadata);
    }
    let accepted = this.acceptedQueries.get(type);
    if (!accepted) this.acceptedQueries.set(type, (accepted = new Map()));
    const text = JSON.stringify(value);
    const known = accepted.get(text);
    if (known) return copyOf(known);
    const checked = (await super.transform(value, metadata)) as object;
    if (accepted.size >= REMEMBERED_QUERIES) accepted.delete(accepted.keys().next().value!);
    accepted.set(text, copyOf(checked));
    return checked;
  }
}

/** A query DTO holds values and lists of values; callers get their own of both. */
function copyOf<T extends object>(query: T): T {
  const copy = Object.create(Object.getPrototypeOf(query) as object) as T;
  for (const [key, value] of Object.entries(query)) {
    (copy as Record<string, unknown>)[key] = Array.isArray(value) ? [...value] : value;
  }
  return copy;
}
