# The server as people deploy it: built once (the SPA by Vite, the server by esbuild), then run by
# plain node as an unprivileged user with only what it needs. Build: docker build -t mkopo .
# Run it behind the compose file's proxy (compose.yaml) or any balancer that reads /readyz.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    SANDBOX=0 \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/schemas ./schemas
COPY --from=build /app/locales ./locales
COPY --from=build /app/scripts/start.mjs /app/scripts/server-build.mjs ./scripts/
# The image ships no sources, so start.mjs runs the build as it is. /data is the server's own
# (ops secret, last good data files); uploads go to a volume every server shares.
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 8080
# Liveness from inside the container (loopback: the only caller /healthz answers by default).
HEALTHCHECK --interval=10s --timeout=3s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains (readiness fails, in-flight requests and jobs finish) within SHUTDOWN_TIMEOUT_MS;
# docker stop's default 10 s grace is raised in compose.yaml to cover it.
STOPSIGNAL SIGTERM
CMD ["node", "scripts/start.mjs"]
