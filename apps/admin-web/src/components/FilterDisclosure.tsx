import { Button } from '@keelerada/ui';
import { type ReactNode, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { filtersToggleLabel } from '../lib/filters-toggle.ts';

/** The width below which the admin stacks its layout (admin.css uses the same 640 px). */
const NARROW_SCREEN = '(max-width: 640px)';

/**
 * A filter card behind a "Filters (N)" button (N: the filters set): closed on a phone, so the list starts on the first
 * screen, open on a wider one. Crossing the 640 px line (a turned phone) goes back to that width's default. The
 * closed card is hidden, not removed, so a search typed and not yet applied stays in its box.
 */
export function FilterDisclosure({ active, children }: { active: number; children: ReactNode }) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [open, setOpen] = useState(!narrow);
  useEffect(() => setOpen(!narrow), [narrow]);
  const id = useId();
  return (
    <div className="adm-filter-disclosure">
      <Button
        variant="secondary"
        className="adm-filters-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {filtersToggleLabel(active)}
      </Button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </div>
  );
}

/** Whether the media query matches now (and a re-render when that changes). */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
