# syntax=docker/dockerfile:1
# The portal's image. It runs exactly what CI runs without containers: `npm ci`, `npm run build`,
# and the one production entry point `npm run start:prod` (node --enable-source-maps
# --max-semi-space-size=64 apps/server/dist/main.js: the server compiled by the build, no tsx at run
# time). See docs/deploy.md.

# --- build: all dependencies, the web app and the console ------------------------------------------
FROM node:20.19-bookworm-slim AS build
WORKDIR /portal
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/i18n/package.json packages/i18n/
COPY apps/console/package.json apps/console/
RUN npm ci --no-audit --no-fund
COPY . .
# Builds the web app, the console and the compiled server (apps/server/dist, with the migrations,
# catalogues and other files it reads at run time copied under dist/root).
RUN npm run build

# --- production dependencies only ------------------------------------------------------------------
FROM node:20.19-bookworm-slim AS deps
WORKDIR /portal
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/i18n/package.json packages/i18n/
COPY apps/console/package.json apps/console/
RUN npm ci --omit=dev --no-audit --no-fund && mkdir -p apps/server/node_modules

# --- runtime: non-root, the compiled server, built web and console ---------------------------------
# The TypeScript sources stay for the operator commands run with tsx (npm run console:owner,
# cards:import, media:move) and the compose file's fakes; the server itself runs from dist.
FROM node:20.19-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /portal
COPY --from=deps --chown=node:node /portal/node_modules ./node_modules
COPY --chown=node:node package.json package-lock.json ./
COPY --chown=node:node packages ./packages
COPY --chown=node:node apps/server ./apps/server
# Versions the server needs besides the hoisted ones (npm nests them under the workspace).
COPY --from=deps --chown=node:node /portal/apps/server/node_modules ./apps/server/node_modules
COPY --from=build --chown=node:node /portal/apps/server/dist ./apps/server/dist
COPY --from=build --chown=node:node /portal/apps/web/package.json ./apps/web/package.json
COPY --from=build --chown=node:node /portal/apps/web/dist ./apps/web/dist
COPY --from=build --chown=node:node /portal/apps/web/dist-ssr ./apps/web/dist-ssr
COPY --from=build --chown=node:node /portal/apps/console/package.json ./apps/console/package.json
COPY --from=build --chown=node:node /portal/apps/console/dist ./apps/console/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server itself is PID 1's child-free entry: signals reach it (graceful SIGTERM shutdown).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "apps/server/dist/main.js"]
