# syntax=docker/dockerfile:1
# One image for the API (serving the built site), the worker and the migrations; the command
# picks the role. The final stage holds only built output and production dependencies
# (npm run verify:image lays out and starts the same directory without Docker).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY domain/package.json domain/
COPY emails/package.json emails/
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund
COPY . .
RUN NODE_ENV=production npm run build

FROM node:22-bookworm-slim
ENV NODE_ENV=production NODE_OPTIONS=--enable-source-maps FRONTEND_DIR=/app/frontend/build/client
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/domain/package.json domain/
COPY --from=build /app/emails/package.json emails/
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev --prefer-offline --no-audit --no-fund -w backend -w domain -w emails
COPY --from=build /app/domain/dist domain/dist
COPY --from=build /app/emails/dist emails/dist
COPY --from=build /app/backend/dist backend/dist
# The default trainer profile (SITE_TRAINER_PROFILE); mount your own over it or point the variable elsewhere.
COPY --from=build /app/backend/content backend/content
COPY --from=build /app/frontend/build/client frontend/build/client
USER node
EXPOSE 3000
# Liveness only: a database outage shows in /api/health/ready and must not restart the API.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1 and receives SIGTERM. Migrations run as their own command first:
#   npm run migrate   (node backend/dist/backend/src/core/database/migrate.js run)
# The worker: node backend/dist/backend/src/worker.js
CMD ["node", "backend/dist/backend/src/main.js"]
