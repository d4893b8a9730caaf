# syntax=docker/dockerfile:1
# Build stage: compiles TypeScript and the native SQLite driver, then drops dev dependencies.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# The workspace's manifest too: npm links @shortener/client (the CLI's API commands use it).
COPY packages/client/package.json ./packages/client/
# Scripts wait until the sources are here; the native driver is built explicitly.
RUN npm ci --ignore-scripts && npm rebuild better-sqlite3 esbuild
COPY tsconfig*.json ./
COPY packages/client ./packages/client
COPY src ./src
COPY bin ./bin
RUN npm run build && npm prune --omit=dev --ignore-scripts

# Runtime stage: plain Node, non-root, data on a volume.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATABASE_URL=sqlite:/data/shortener.db
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/client/package.json ./packages/client/
COPY --from=build /app/packages/client/dist ./packages/client/dist
COPY --from=build /app/dist ./dist
COPY --from=build /app/bin ./bin
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches node directly (exec form): it finishes requests and flushes clicks.
# A 2 MB young generation: about 30 MB less resident memory, no measurable CPU cost; two malloc
# arenas instead of one per thread: about 5 MB less under load (ADR 0105); allocations of 128 KiB
# or more mapped on their own and returned when freed: about 10 MB less under steady load (ADR 1026).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
CMD ["node", "--max-semi-space-size=2", "dist/server.js"]
