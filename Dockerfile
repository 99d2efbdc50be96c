# The shop as an image: built in one stage, run from a smaller one as an unprivileged user.
#   docker build -t domaine-shop .
#   docker run -e DATABASE_URL=… -e PUBLIC_URL=… -e ADMIN_EMAIL=… -p 4321:4321 domaine-shop
# compose.yaml runs two of them behind a reverse proxy, with PostgreSQL.
#
# Only Debian is needed as a base: Debian's Node installs the project, whose pinned Node 24 (the
# npm package `node`) then builds and runs the shop, as on a developer's machine.

FROM debian:bookworm-slim AS build
# Debian's Node and npm only fetch the pinned Node 24 and a current npm, which then do the rest
# (Debian's npm 9 mishandles the lock file's per-platform optional packages).
RUN apt-get update \
 && apt-get install -y --no-install-recommends nodejs npm ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN node -e "process.stdout.write(require('./package.json').devDependencies.node)" > /tmp/node-range \
 && npm install --prefix /opt/node24 --no-audit --no-fund "node@$(cat /tmp/node-range)" \
 && ln -s /opt/node24/node_modules/node/bin/node /usr/local/bin/node
# From here `node` is the pinned one; it trusts the system's certificates, as Debian's does (a
# network whose proxy adds its own authority works as on the host).
ENV NODE_OPTIONS=--use-system-ca
RUN npm install --global --no-audit --no-fund npm@11 \
 && npm install --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --create-home --uid 10001 shop \
 && mkdir -p /data && chown shop:shop /data
COPY --from=build /opt/node24/node_modules/node/bin/node /usr/local/bin/node
ENV NODE_ENV=production \
    NODE_OPTIONS=--use-system-ca \
    HOST=0.0.0.0 \
    PORT=4321 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts ./scripts
# Migrations run at start, from the working directory; the settings module is read by the server's
# first process (WEB_CONCURRENCY) and by the backup commands, which Node runs from their TypeScript.
COPY --from=build /app/src/server ./src/server
USER shop
VOLUME /data
EXPOSE 4321
# Ready: the database answers, every migration is applied, and the process is not stopping.
HEALTHCHECK --interval=15s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `docker stop` sends SIGTERM to the server itself, which drains its requests (SHUTDOWN_TIMEOUT_MS).
CMD ["node", "scripts/serve.mjs"]
