import { applyDecorators, HttpException, HttpStatus, Type } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtraModels, getSchemaPath } from '@nestjs/swagger';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { badRequest, LocalizedException } from '../http/app-exceptions';
import { isAcceptableText } from '../validation/text-rules';
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
 * `maxFileBytes`, before the rest is read into memory. What the parser cannot read (no boundary,
 * a body cut short, a malformed part) is the form's fault: 400 on the file's field. Field values,
 * field names and the file's name obey the same text rule as every other input.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileField: string,
  maxFileBytes: number,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('file', 'upload.notMultipart');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (!isAcceptableText(part.fieldname)) throw badRequest(fileField, 'validation.text');
      if (part.type === 'field') {
        const value = String(part.value);
        if (!isAcceptableText(value)) throw badRequest(part.fieldname, 'validation.text');
        fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== fileField || file) {
        part.file.resume();
        continue;
      }
      if (!isAcceptableText(part.filename)) throw badRequest(fileField, 'validation.text');
      const content = await readFile(part.file, maxFileBytes);
      if (content.length > 0)
        file = { fieldName: part.fieldname, fileName: part.filename, content };
    }
  } catch (error) {
    throw formError(error, fileField);
  }
  return { fields, file };
}

async function readFile(stream: AsyncIterable<Buffer> & Readable, maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      throw new LocalizedException(HttpStatus.PAYLOAD_TOO_LARGE, 'error.payloadTooLarge', {
        limit: megabytes(maxBytes),
      });
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The parser's own refusals in the contract's shape; ours pass through. */
function formError(error: unknown, fileField: string): unknown {
  if (error instanceof HttpException) return error;
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_FILES_LIMIT') return badRequest(fileField, 'upload.oneFile');
  if (statusCode === HttpStatus.PAYLOAD_TOO_LARGE)
    return new LocalizedException(HttpStatus.PAYLOAD_TOO_LARGE, 'error.bodyTooLarge');
  return badRequest(fileField, 'upload.unreadableForm');
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
