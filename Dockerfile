# Caravan's container image: the same `npm run release` as a bare-server deployment
# (docs/deploy.md), then only release/ (production dependencies) on a slim Node 20 base, run as
# the unprivileged `node` user. Configuration is environment variables (README, "Configuration").

FROM node:20-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run release

FROM node:20-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/var/lib/caravan
WORKDIR /app
COPY --from=build --chown=root:root /src/release/ ./
# DATA_DIR holds the instance lock (and, with UPLOAD_STORE=local, the uploads): the one writable
# folder; the application's files stay owned by root.
RUN mkdir -p /var/lib/caravan/uploads /var/lib/caravan/private-uploads \
  && chown -R node:node /var/lib/caravan
USER node
EXPOSE 8080
# Ready, not just alive: the database reachable, migrations at head, the jobs' leader known.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server.mjs"]
