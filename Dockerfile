# Production image: builds the app and runs `npm start` (migrations are applied at start,
# guarded by an advisory lock, so several replicas can start together).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Dependencies first (cached layer); the postinstall steps need the sources, so they run after COPY.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
# `npm run build` bundles the CLI (served at /cli/skillhub.mjs) and builds the app.
RUN npm run db:generate && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOST=0.0.0.0
COPY --from=build /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/run-app.mjs", "start"]
