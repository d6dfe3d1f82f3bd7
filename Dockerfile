# Production image: the API and the built frontend on one port.
# The database comes from DATABASE_URL (see docker-compose.yml).
FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV CI=true NX_DAEMON=false NX_NO_CLOUD=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json nx.json tsconfig.base.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
# npm install, not npm ci: see .ci/run (the lock lacks other-platform nx binaries)
RUN npm install --no-audit --no-fund
COPY backend backend
COPY frontend frontend
COPY openapi.json ./
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/backend/package.json ./backend/
COPY --from=build /app/backend/dist ./backend/dist
COPY --from=build /app/frontend/dist ./frontend/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The server's Node flags, as backend/node-flags.json gives them to `npm start` (docs/performance.md).
CMD ["node", "--max-semi-space-size=64", "backend/dist/main.js"]
