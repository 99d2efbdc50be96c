// The second reference of the throughput bench: a bare Node server (node:http, nothing else) that
// answers every request with the shop's cached page as the shop sent it, its bytes and its headers
// held in memory and written with one writeHead: what Node itself can do with the shop's answer,
// the ceiling of the shop's own server. Usage: node bare-node.mjs <dir> <port>, where <dir> holds
// page.html, page.html.gz and headers.json ({ plain: [[name, value]…], gzip: […] }).
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, port] = process.argv.slice(2);
const headers = JSON.parse(readFileSync(join(dir, 'headers.json'), 'utf8'));
const answers = {
  plain: { body: readFileSync(join(dir, 'page.html')), headers: headers.plain },
  gzip: { body: readFileSync(join(dir, 'page.html.gz')), headers: headers.gzip },
};
for (const answer of Object.values(answers)) answer.headers = [...answer.headers.flat(), 'content-length', String(answer.body.length)];

const server = http.createServer((request, response) => {
  const answer = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '') ? answers.gzip : answers.plain;
  response.writeHead(200, answer.headers);
  response.end(answer.body);
});

server.listen(Number(port), '127.0.0.1', () => console.info('Bare Node server ready'));
