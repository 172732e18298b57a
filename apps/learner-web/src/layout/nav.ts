import {
  BookOpen,
  Languages,
  LayoutDashboard,
  Library,
  type LucideIcon,
  NotebookTabs,
  PencilRuler,
  Settings,
  Target,
  TrendingUp,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  /** An SVG icon (lucide-react, tree-shaken); the label names it, so it is hidden from assistive tech. */
  icon: LucideIcon;
}

/** Sidebar navigation of the learner app. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/study', label: 'Study Session', icon: Target },
  { to: '/vocabulary', label: 'Vocabulary', icon: Languages },
  { to: '/grammar', label: 'Grammar', icon: PencilRuler },
  { to: '/read', label: 'Reading', icon: BookOpen },
  { to: '/dual-language-books', label: 'Bilingual Books', icon: Library },
  { to: '/lexicon', label: 'Personal Lexicon', icon: NotebookTabs },
  { to: '/vocabulary/progress', label: 'Progress', icon: TrendingUp },
  { to: '/settings', label: 'Settings', icon: Settings },
];

/**
 * Routes that show the Estonian-letters keyboard toggle: the ones with an answer field to type Estonian in (/reading,
 * where the dashboard's Reading card leads, has short-answer questions).
 */
export const KEYBOARD_ROUTES = ['/vocabulary', '/study', '/grammar', '/read', '/reading'];

export function initials(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '?';
}
