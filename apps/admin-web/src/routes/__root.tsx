import { NotFoundPanel, RouteErrorPanel } from '@keelerada/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { trpc } from '../api.ts';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: typeof trpc;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => <Outlet />,
  errorComponent: RouteErrorPanel,
  notFoundComponent: () => <NotFoundPanel homeHref="/admin" homeLabel="Back to the admin dashboard" />,
});
