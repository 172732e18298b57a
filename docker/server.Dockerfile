# Keelerada API server (Fastify + tRPC + REST). Stateless: run two or more replicas behind a load balancer.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY apps/server/package.json apps/server/
COPY packages/api/package.json packages/api/
COPY packages/db/package.json packages/db/
COPY packages/domain/package.json packages/domain/
COPY packages/content/package.json packages/content/
RUN pnpm install --frozen-lockfile --filter @keelerada/server... --filter keelerada

FROM deps AS runtime
COPY migrations migrations
COPY packages/domain packages/domain
COPY packages/db packages/db
COPY packages/api packages/api
COPY packages/content packages/content
COPY apps/server apps/server
ENV NODE_ENV=production PORT=3000 SERVE_APPS=0 HOST=0.0.0.0
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
