// The baseline of the throughput bench: nginx serving the page's bytes as a static file, gzip
// copy beside it (gzip_static), as the operating system installs it. It runs as a process of the
// bench (no daemon, no master: one worker, as the shop is one process), with its configuration,
// logs and temporary files in `dir`, on 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stopProcess, waitForAnswer } from './processes.mjs';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((path) => existsSync(path));

/** Whether nginx is installed here. */
export const hasNginx = () => NGINX !== undefined;

/** 'nginx/1.22.1', as `nginx -v` says it. */
export const nginxVersion = () => spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.replace('nginx version:', '').trim();

const config = (dir, port) => `
daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  types { text/html html; }
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location / { try_files /page.html =404; }
  }
}
`;

/**
 * nginx serving `html` (and its gzip copy) at http://127.0.0.1:`port`/ from `dir`; resolves with the
 * process once it answers.
 */
export async function startNginx(dir, port, html, gzipped) {
  const url = `http://127.0.0.1:${port}/`;
  // Its answers would be taken for nginx's.
  if (await fetch(url).then(() => true, () => false)) throw new Error(`something already answers on ${url}`);
  await mkdir(join(dir, 'www'), { recursive: true });
  await mkdir(join(dir, 'tmp'), { recursive: true });
  await writeFile(join(dir, 'www', 'page.html'), html);
  await writeFile(join(dir, 'www', 'page.html.gz'), gzipped);
  await writeFile(join(dir, 'nginx.conf'), config(dir, port));
  const child = spawn(NGINX, ['-e', join(dir, 'error.log'), '-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitForAnswer(url, child);
  } catch (error) {
    await stopProcess(child);
    const said = (await readFile(join(dir, 'error.log'), 'utf8').catch(() => '')).trim().split('\n').at(-1);
    throw new Error(`${error.message}${said ? `: ${said}` : ''}`);
  }
  return child;
}
