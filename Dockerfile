# The shop's two servers on Node 20, one image each, built from the workspace root by target:
#   docker build --target rest-api .
#   docker build --target gateway .
# Both build stages start from one workspace stage (pnpm, the workspace's manifests); each installs and builds only
# what its server needs, and its image takes only the deployed result.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS workspace
WORKDIR /src
ENV COREPACK_ENABLE_DOWNLOAD_PROMPT=0
RUN corepack enable
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
# The workspace's patched dependencies (pnpm-workspace.yaml's patchedDependencies), which the install applies.
COPY patches patches
COPY shop/package.json shop/
COPY rest-api/package.json rest-api/

# --- The REST API ---------------------------------------------------------------------------------------------------

FROM workspace AS rest-api-build
RUN pnpm install --frozen-lockfile --filter @lemari/rest-api...
COPY shop shop
COPY rest-api rest-api
# The shop rules (@lemari/shop) build first: the REST API runs their compiled JavaScript.
RUN pnpm --filter @lemari/rest-api... build \
 && pnpm --filter @lemari/rest-api deploy --legacy --prod /app

FROM ${NODE_IMAGE} AS rest-api
# A heap limit keeps V8 from letting garbage pile up under load (without one the heap grew 144 → 199 MB over a
# 10-minute mixed load; with 96 MB it stayed level, no errors). Image uploads take their memory outside the heap
# (sharp), unaffected by it: see gateway/README.md, bench:mixed and bench:uploads. Override with NODE_OPTIONS.
# MALLOC_ARENA_MAX=2: glibc's malloc keeps an arena per thread that has allocated, and libvips's threads left
# 100+ MB behind in them after a burst of uploads; with two arenas it is returned (rest-api/README.md, Uploads).
ENV NODE_ENV=production HOST=0.0.0.0 REST_API_PORT=8080 DATA_DIR=/data NODE_OPTIONS=--max-old-space-size=128 \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=rest-api-build /app ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.REST_API_PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/server.js"]

# --- The GraphQL gateway, serving the built web app at / -------------------------------------------------------------

# The image keeps the repository's layout under /srv (gateway/, schema/, web/dist, web/dist-ssr, web/src/generated),
# so the gateway finds the schema, the web app, its server renderer and the trusted-documents manifest at their
# default paths.
FROM workspace AS gateway-build
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/
# The gateway's build reads the REST API's types (its models name the REST answers), so its sources come too.
RUN pnpm install --frozen-lockfile --filter @lemari/gateway... --filter @lemari/web...
COPY shop shop
COPY rest-api rest-api
COPY schema schema
COPY gateway gateway
COPY web web
# The shop rules (@lemari/shop) build first: the gateway runs their compiled JavaScript.
RUN pnpm --filter @lemari/shop build \
 && pnpm --filter @lemari/web build \
 && pnpm --filter @lemari/gateway build \
 && pnpm --filter @lemari/gateway deploy --legacy --prod /srv/gateway

FROM ${NODE_IMAGE} AS gateway
# A heap limit keeps the gateway's memory bounded under load (about 160 MB resident with 50 connections, see
# gateway/README.md); V8 otherwise lets garbage pile up far beyond what the gateway holds. Override with NODE_OPTIONS.
ENV NODE_ENV=production HOST=0.0.0.0 GATEWAY_PORT=4000 NODE_OPTIONS=--max-old-space-size=160
WORKDIR /srv/gateway
COPY --from=gateway-build /srv/gateway ./
COPY --from=gateway-build /src/schema /srv/schema
COPY --from=gateway-build /src/web/dist /srv/web/dist
# The server renderer of the public pages (self-contained: it bundles its libraries).
COPY --from=gateway-build /src/web/dist-ssr /srv/web/dist-ssr
COPY --from=gateway-build /src/web/src/generated/persisted-documents.json /srv/web/src/generated/persisted-documents.json
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.GATEWAY_PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/server.js"]
