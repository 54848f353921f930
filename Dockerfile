# One image for the API (serving the built site) and the worker; the command picks the role.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY domain/package.json domain/
COPY emails/package.json emails/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
ENV NODE_ENV=production FRONTEND_DIR=/app/frontend/build/client
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 3000
# Migrations are a step of their own (`node backend/dist/backend/src/core/database/migrate.js run`);
# exec form keeps Node as PID 1, so SIGTERM reaches it and the API stops gracefully.
CMD ["node", "backend/dist/backend/src/main.js"]
