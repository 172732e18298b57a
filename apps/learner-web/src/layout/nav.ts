export interface NavItem {
  to: string;
  label: string;
  icon: string;
}

/** Sidebar navigation of the learner app. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: '🏠' },
  { to: '/study', label: 'Study Session', icon: '🎯' },
  { to: '/vocabulary', label: 'Vocabulary', icon: '🔤' },
  { to: '/grammar', label: 'Grammar', icon: '📐' },
  { to: '/read', label: 'Reading', icon: '📖' },
  { to: '/dual-language-books', label: 'Bilingual Books', icon: '📚' },
  { to: '/lexicon', label: 'Personal Lexicon', icon: '🗂️' },
  { to: '/vocabulary/progress', label: 'Progress', icon: '📈' },
  { to: '/settings', label: 'Settings', icon: '⚙️' },
];

/** Routes that show the Estonian-letters keyboard toggle. */
export const KEYBOARD_ROUTES = ['/vocabulary', '/study', '/grammar', '/read'];

export function initials(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '?';
}
