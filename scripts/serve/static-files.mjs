// The build's static files (dist/client: the /_astro/ files, what public/ holds), served as the
// Node adapter's standalone handler serves them (@astrojs/node, serve-static.js): the adapter runs
// in its "middleware" mode, which is Astro's app alone, so that process.mjs can send the API
// straight to it. The standalone handler looked for a file first on every request, the API's
// included (a failed stat each, a fifth of an add-to-cart's CPU time; README, "Performance").
import { lstatSync } from 'node:fs';
import path from 'node:path';
import send from 'send';

/** The files of `client`: answers a request naming one, else calls `next` (the shop). */
export function staticFiles(client) {
  const root = path.resolve(client);
  return (req, res, next) => {
    const address = req.url.includes('#') ? req.url.slice(0, req.url.indexOf('#')) : req.url;
    const urlPath = address.includes('?') ? address.slice(0, address.indexOf('?')) : address;
    let fsPath = urlPath;
    try {
      fsPath = decodeURI(fsPath);
    } catch {
      // Looked for as written.
    }
    // A folder named without its slash stands for its index.html (trailingSlash "ignore", Astro's default).
    const resolved = path.resolve(path.join(root, fsPath));
    let isDirectory = false;
    if (resolved === root || resolved.startsWith(root + path.sep)) {
      try {
        isDirectory = lstatSync(resolved).isDirectory();
      } catch {
        // No such file: send finds none either and leaves the request to the shop.
      }
    }
    const pathname = path.posix.normalize(isDirectory && !urlPath.endsWith('/') ? `${urlPath}/index.html` : urlPath);
    const stream = send(req, pathname, { root, dotfiles: pathname.startsWith('/.well-known/') ? 'allow' : 'deny' });
    let found = false;
    stream.on('file', () => {
      found = true;
    });
    stream.on('error', (error) => {
      if (!found) return next();
      const status = 'statusCode' in error ? error.statusCode : 500;
      if (status >= 500) console.error(error.toString());
      res.writeHead(status);
      res.end(status >= 500 ? 'Internal server error' : '');
    });
    stream.on('stream', () => {
      if (pathname.startsWith('/_astro/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    });
    stream.pipe(res);
  };
}
