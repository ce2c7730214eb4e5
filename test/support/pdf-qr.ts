import { execFile } from 'node:child_process';
import { join } from 'node:path';

/**
 * The PDF's pages, each with the text of every QR code among its images, decoded by jsQR from
 * the images pdf.js extracts (pdf-qr-reader.mjs, in a Node process of its own).
 */
export function qrCodesOf(pdf: Buffer): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [join(__dirname, 'pdf-qr-reader.mjs')],
      { maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout)),
    );
    child.stdin?.end(pdf);
  });
}
