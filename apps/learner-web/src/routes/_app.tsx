import { Spinner } from '@keelerada/ui';
import { createFileRoute } from '@tanstack/react-router';
import { requireUser } from '../auth/guards.ts';
import { AppLayout } from '../layout/AppLayout.tsx';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => requireUser(context, location.href),
  pendingComponent: () => <Spinner label="Loading..." />,
  pendingMs: 0,
  component: AppLayout,
});
