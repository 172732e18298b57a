import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { z } from 'zod';
import { setKeyboardOpen } from '../../keyboard/keyboard-store.ts';
import { setSidebarCollapsed } from '../../layout/sidebar-store.ts';
import { loadReading, readingRouteOptions } from '../../reading/reading-route.tsx';
import { StandaloneReading } from '../../reading/StandaloneReading.tsx';

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1')
  .optional()
  .catch(undefined);

/** /read also takes the navbar-collapsed state and the grammar and keyboard panels' open state (§2). */
const search = z.object({ navbarCollapsed: flag, grammar: flag, keyboard: flag });

export const Route = createFileRoute('/_app/read')({
  validateSearch: (s) => search.parse(s),
  loader: ({ context }) => loadReading(context.queryClient, context.trpc),
  ...readingRouteOptions,
  component: ReadPage,
});

function ReadPage() {
  const { texts, loadedAt } = Route.useLoaderData();
  const { navbarCollapsed, keyboard, grammar } = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  useEffect(() => {
    if (keyboard !== undefined) setKeyboardOpen(keyboard);
  }, [keyboard]);
  useEffect(() => {
    if (navbarCollapsed !== undefined) setSidebarCollapsed(navbarCollapsed);
  }, [navbarCollapsed]);
  return (
    <StandaloneReading
      key={loadedAt}
      texts={texts}
      grammarOpen={grammar ?? false}
      onGrammarOpenChange={(open) =>
        void navigate({ search: (s) => ({ ...s, grammar: open || undefined }), replace: true })
      }
      onReadAnother={() => void router.invalidate()}
    />
  );
}
