# The shop as an image: built in one stage, run from a smaller one as an unprivileged user.
#   docker build -t domaine-shop .
#   docker run -e DATABASE_URL=… -e PUBLIC_URL=… -e ADMIN_EMAIL=… -p 4321:4321 domaine-shop
# compose.yaml runs two of them behind a reverse proxy, with PostgreSQL.
#
# Only Debian is needed as a base: Debian's Node installs the project, whose pinned Node 24 (the
# npm package `node`) then builds and runs the shop, as on a developer's machine.

FROM debian:bookworm-slim AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends nodejs npm ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build \
 && cp node_modules/node/bin/node /usr/local/bin/node \
 && npm prune --omit=dev --no-audit --no-fund

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --create-home --uid 10001 shop \
 && mkdir -p /data && chown shop:shop /data
COPY --from=build /usr/local/bin/node /usr/local/bin/node
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4321 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts ./scripts
# Migrations run at start, from the working directory.
COPY --from=build /app/src/server/db/migrations ./src/server/db/migrations
USER shop
VOLUME /data
EXPOSE 4321
# Ready: the database answers, every migration is applied, and the process is not stopping.
HEALTHCHECK --interval=15s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `docker stop` sends SIGTERM to the server itself, which drains its requests (SHUTDOWN_TIMEOUT_MS).
CMD ["node", "scripts/serve.mjs"]
