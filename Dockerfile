# Build stage: native addons (argon2) compile here.
FROM node:24-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY admin-ui/package.json admin-ui/
COPY portal-ui/package.json portal-ui/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY --from=build /app/portal-ui/dist portal-ui/dist
COPY --from=build /app/admin-ui/dist admin-ui/dist
RUN mkdir -p /data/uploads && chown node /data/uploads
EXPOSE 3000
USER node
CMD ["node", "--max-semi-space-size=32", "dist/main.js"]
