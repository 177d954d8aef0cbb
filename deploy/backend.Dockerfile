# syntax=docker/dockerfile:1
# The API: built in the workspace, then deployed alone with its production dependencies.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /repo
COPY . .
# scripts/pnpm.mjs brings the pinned pnpm; the build compiles @venue/api into backend/dist.
RUN node scripts/pnpm.mjs install --frozen-lockfile \
 && node scripts/pnpm.mjs --filter @venue/backend run build \
 && node scripts/pnpm.mjs --filter @venue/backend deploy --prod /app

FROM ${NODE_IMAGE}
ENV NODE_ENV=production APP_ENV=production HOST=0.0.0.0 PORT=4000
WORKDIR /app
COPY --from=build --chown=node:node /app ./
USER node
EXPOSE 4000
CMD ["node", "dist/src/main.js"]
