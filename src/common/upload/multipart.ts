import { applyDecorators, HttpStatus, Type } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtraModels, getSchemaPath } from '@nestjs/swagger';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { badRequest, LocalizedException } from '../http/app-exceptions';
import { toValidationException } from '../validation/validation-errors';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  content: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file?: UploadedFile;
}

/**
 * Documents a multipart form in the OpenAPI document: its fields as the DTO they are validated
 * by (required ones marked), and its one file part.
 */
export function ApiMultipartForm(fields: Type<unknown> | null, fileField: string) {
  const file = {
    type: 'object',
    properties: { [fileField]: { type: 'string', format: 'binary' } },
  } as const;
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ...(fields ? [ApiExtraModels(fields)] : []),
    ApiBody({ schema: fields ? { allOf: [{ $ref: getSchemaPath(fields) }, file] } : file }),
  );
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Reads a multipart form with at most one file, refusing it (413) as soon as it passes
 * `maxFileBytes`, before the rest is read into memory.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileField: string,
  maxFileBytes: number,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('file', 'upload.notMultipart');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== fileField || file) {
      part.file.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file) {
      size += (chunk as Buffer).length;
      if (size > maxFileBytes) {
        part.file.destroy();
        throw new LocalizedException(HttpStatus.PAYLOAD_TOO_LARGE, 'error.payloadTooLarge', {
          limit: megabytes(maxFileBytes),
        });
      }
      chunks.push(chunk as Buffer);
    }
    if (size > 0)
      file = { fieldName: part.fieldname, fileName: part.filename, content: Buffer.concat(chunks) };
  }
  return { fields, file };
}

/** Validates multipart fields with the same DTO rules and messages as a JSON body. */
export async function validateFields<T extends object>(
  type: new () => T,
  fields: Record<string, string>,
): Promise<T> {
  const instance = plainToInstance(type, fields);
  const errors = await validate(instance, {
    whitelist: true,
    validationError: { target: true, value: false },
  });
  if (errors.length) throw toValidationException(errors);
  return instance;
}
