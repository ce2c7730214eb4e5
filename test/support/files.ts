import { crc32, deflateSync } from 'node:zlib';

/** A real 1×1 PNG and a JPEG header: enough for content checks and for a browser to draw. */
export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);

/** A PNG signature followed by padding: a "logo" of any size. */
export function pngOfSize(bytes: number): Buffer {
  const content = Buffer.alloc(bytes, 0);
  PNG_1x1.copy(content, 0, 0, 8);
  return content;
}

/**
 * A real PNG a browser and a PDF draw: a company's "logo", a band of the brand colour with a
 * lighter square at its left.
 */
export function logoPng(width = 160, height = 48): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const light = x > 8 && x < height - 8 && y > 8 && y < height - 8;
      rows.set(light ? [240, 190, 60] : [30, 90, 140], row + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_1x1.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
