import { ValidationFailedException } from '../http/app-exceptions';

export const IMAGE_LIMIT_BYTES = 2 * 1024 * 1024;

export type ImageType = 'png' | 'jpeg';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** PNG or JPEG by their first bytes; the file name and the declared type are not trusted. */
export function imageTypeOf(content: Buffer): ImageType | undefined {
  if (content.subarray(0, PNG.length).equals(PNG)) return 'png';
  if (content.subarray(0, JPEG.length).equals(JPEG)) return 'jpeg';
  return undefined;
}

export function requireImage(field: string, content: Buffer): ImageType {
  const type = imageTypeOf(content);
  if (!type) throw ValidationFailedException.of(field, 'upload.notImage');
  return type;
}
