# The server image (decision 0050): the server bundle, the packages it imports with theirs, the SPA
# as static files and the data files; no front-end library, no build tool, no source. Built in
# stages: `build` installs everything and builds, the last stage copies only what runs.
#   docker build -t mkopo .                          the server (compose.yaml's app servers)
#   docker build --target simulators -t mkopo-sim .  the rail and SMS simulators (compose profile)
# Bases pinned by digest (the official node:20-bookworm-slim; see decision 0050 for its source).
ARG NODE_IMAGE=node:20-bookworm-slim@sha256:2cf067cfed83d5ea958367df9f966191a942351a2df77d6f0193e162b5febfc0

FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
# The SPA (Vite), the server bundle (esbuild), then /app laid out as the image holds it.
RUN npm run build && npm run build:server && node scripts/server-runtime.mjs /app

# `npm run rails:sim` and `npm run sms:sim` need the sources and tsx: their own image, never the server's.
FROM build AS simulators
ENV RAILS_SIM_HOST=0.0.0.0
# Daraja's certificate goes to a volume the servers read (RAILS_SIM_CERTIFICATE, compose.yaml).
RUN mkdir -p /sim && chown node:node /sim
USER node
CMD ["node", "--import", "tsx", "scripts/rails-sim.ts"]

FROM ${NODE_IMAGE} AS server
ENV NODE_ENV=production \
    SANDBOX=0 \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app ./
# The code is root's and read-only to the server; the data files are the server's own, since a
# server following the fleet's version (FLEET_PACK=follow) writes it into them. /data holds the ops
# secret and the last good data files; uploads go to a volume every server shares.
RUN chown -R node:node /app/schemas /app/locales \
 && mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 8080
# Ready, not merely alive: /readyz answers 503 while the database, the migrations or a country's
# pack is missing, or while a SIGTERM drains (loopback may read it; the proxy hides it).
HEALTHCHECK --interval=5s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains (readiness fails, in-flight requests and jobs finish) within SHUTDOWN_TIMEOUT_MS;
# docker stop's default 10 s grace is raised in compose.yaml to cover it.
STOPSIGNAL SIGTERM
CMD ["node", "dist-server/src/server/main.js"]
