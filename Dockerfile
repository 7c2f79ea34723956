# syntax=docker/dockerfile:1
# Multi-stage build: one image runs either the web server or the provider API (see docker-compose.yml).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund --ignore-scripts

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production DATA_DIR=/data STATIC_DIR=/app/dist/client
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000 4000
# The web server by default; the provider service overrides the command.
CMD ["node", "dist/server/index.js"]
