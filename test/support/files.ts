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
