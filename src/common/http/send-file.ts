import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

export interface DownloadFile {
  mime: string;
  fileName: string;
  content: Buffer | Readable;
}

/** A generated file as a download: never cached, never sniffed, its name safe in any browser. */
export function sendFile(reply: FastifyReply, file: DownloadFile) {
  return reply
    .header('content-type', file.mime)
    .header(
      'content-disposition',
      `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.content);
}
