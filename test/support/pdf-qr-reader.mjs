// Reads a PDF on standard input and prints, per page, the text of every QR code among its
// images (as a phone camera would read them): JSON, one array per page. Run by plain Node,
// because pdf.js (inside unpdf) loads itself with a dynamic import that Jest cannot serve.
import jsQR from 'jsqr';
import { extractImages, getDocumentProxy } from 'unpdf';

// pdf.js copies buffers with ArrayBuffer.prototype.transferToFixedLength (Node 22+); on Node 20
// the same copy is made by hand.
ArrayBuffer.prototype.transferToFixedLength ??= function (length = this.byteLength) {
  const copy = new ArrayBuffer(length);
  new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
  return copy;
};

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const pages = [];
for (let page = 1; page <= document.numPages; page++) {
  const found = [];
  for (const image of await extractImages(document, page)) {
    const rgba = new Uint8ClampedArray(image.width * image.height * 4);
    for (let pixel = 0; pixel < image.width * image.height; pixel++) {
      for (let channel = 0; channel < 3; channel++)
        rgba[pixel * 4 + channel] =
          image.data[pixel * image.channels + (image.channels === 1 ? 0 : channel)];
      rgba[pixel * 4 + 3] = 255;
    }
    const code = jsQR(rgba, image.width, image.height);
    if (code) found.push(code.data);
  }
  pages.push(found);
}
process.stdout.write(JSON.stringify(pages));
