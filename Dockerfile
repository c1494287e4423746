# syntax=docker/dockerfile:1
# One image for every role: ROLES=api, worker or smtp picks what a container runs.
# Not exercised in CI: this machine has no Docker engine.

# The Node that package.json pins (its "node" dependency), so tests and the image run the same runtime.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# `npm install`, not `npm ci`: the lock lacks other platforms' optional binaries (@swc/core-darwin-* and
# the like, which the registry it was made against does not serve), so `npm ci` rejects it as out of sync.
# Install still takes every version the lock pins. Return to `npm ci` once the lock is complete.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
# dist/ must hold workflows/index.js: the worker bundles workflow code from it at start.
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# package.json carries "type": "module", without which Node would load dist/ as CommonJS.
COPY package.json ./
COPY docs ./docs
USER node
EXPOSE 3000 2525
# Every role answers /healthz on PORT: api beside the whole API, worker and smtp with the ops routes alone.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=16", "dist/main.js"]
