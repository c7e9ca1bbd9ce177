# syntax=docker/dockerfile:1
#
# LeadScope web image: the built single-page app served by nginx, which also proxies /api to the api service
# (docker/nginx.conf). Build from the repository root:   docker build -f docker/web.Dockerfile -t leadscope-web .

ARG NODE_IMAGE=node:20-bookworm-slim

# ---------------------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
ARG NPM_VERSION=11.19.1
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
RUN npm install -g "npm@${NPM_VERSION}" && npm cache clean --force
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
# The frontend workspace's packages only. No package it needs runs an install script (the bundler's native
# parts come as per-platform packages), so no compiler is needed here.
RUN --mount=type=cache,target=/root/.npm npm ci --workspace frontend --ignore-scripts
COPY tsconfig.json ./
COPY packages packages
COPY frontend frontend
RUN npm run build --workspace frontend

# ---------------------------------------------------------------------------------------------------------------
FROM nginx:1.27-alpine AS web
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/frontend/dist /usr/share/nginx/html
EXPOSE 80
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1/healthz"]
