# nginx serving learner-web on the main domain and admin-web on the admin subdomain, proxying the API.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter @keelerada/learner-web --filter @keelerada/admin-web build

FROM nginx:1.27-alpine
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/apps/learner-web/dist /usr/share/nginx/learner
COPY --from=build /app/apps/admin-web/dist /usr/share/nginx/admin
EXPOSE 80
