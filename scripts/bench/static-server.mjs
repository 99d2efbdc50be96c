// The baseline of the throughput bench: a plain static file server (node:http + fs, as small as a
// static server gets) that answers every request with one HTML file, read from disk each time;
// a client that accepts gzip gets the copy compressed beforehand (`<file>.gz`), as nginx's
// gzip_static would serve it. Usage: node static-server.mjs <file> <port>
import http from 'node:http';
import { readFile, stat } from 'node:fs/promises';

const [file, port] = process.argv.slice(2);

const server = http.createServer(async (request, response) => {
  const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const path = gzip ? `${file}.gz` : file;
  try {
    const [body, info] = await Promise.all([readFile(path), stat(path)]);
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      'last-modified': info.mtime.toUTCString(),
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});

server.listen(Number(port), '127.0.0.1', () => console.info('Static server ready'));
