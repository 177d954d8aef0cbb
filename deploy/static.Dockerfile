# syntax=docker/dockerfile:1
# One static site per front-end app; APP_DIR picks the app (host, remote-booking, …) and
# NGINX_SITE its server rules (host: SPA + CSP; remote: SPA + CORS for the host's origin).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG APP_DIR
WORKDIR /repo
COPY . .
# scripts/pnpm.mjs brings the pinned pnpm; webpack and the loaders are workspace-root tools.
RUN node scripts/pnpm.mjs install --frozen-lockfile \
 && node scripts/pnpm.mjs --filter "./${APP_DIR}" run build

FROM nginx:1.27-alpine
ARG APP_DIR
ARG NGINX_SITE=remote
COPY deploy/nginx/headers.conf /etc/nginx/snippets/headers.conf
COPY deploy/nginx/${NGINX_SITE}.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /repo/${APP_DIR}/dist /usr/share/nginx/html
EXPOSE 80
