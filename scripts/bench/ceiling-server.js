/**
 * The floor a route of ours is measured against: plain node:http answering the same JSON body,
 * run as its own process so that it competes for the cores as the product does.
 */
const http = require('node:http');

const body = Buffer.from(process.env.CEILING_BODY ?? '{}');
http
  .createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  })
  .listen(Number(process.env.CEILING_PORT), '127.0.0.1', () => process.send?.('listening'));
