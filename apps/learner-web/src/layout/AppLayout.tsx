import { fetchProviders } from '@keelerada/api-client';
import { levelCode } from '@keelerada/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { Keyboard, LogOut, Menu, MessageSquare, Wrench } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { api, trpc } from '../api.ts';
import { EstonianKeyboard } from '../keyboard/EstonianKeyboard.tsx';
import { toggleKeyboard, useKeyboardOpen } from '../keyboard/keyboard-store.ts';
import { lastTypedField } from '../keyboard/last-field.ts';
import { keyboardToggleEffect } from '../keyboard/menu-toggle.ts';
import { ESTONIAN_LETTERS_HINT } from '../lib/constants.ts';
import { focusHeading, focusLeavesDrawer, focusNewPageHeading, isSamePage } from './drawer-focus.ts';
import { initials, KEYBOARD_ROUTES, NAV_ITEMS } from './nav.ts';
import { setSidebarCollapsed, useSidebarCollapsed } from './sidebar-store.ts';
import { UnsavedNotice } from './UnsavedNotice.tsx';

/** The learner layout: collapsible sidebar (wide / icon-only), mobile hamburger, BETA badge, footer, actions. */
export function AppLayout() {
  const me = useQuery(trpc.account.me.queryOptions());
  const admin = useQuery(trpc.account.adminStatus.queryOptions());
  const providers = useQuery({
    queryKey: ['auth-providers'],
    queryFn: () => fetchProviders(),
    staleTime: Infinity,
  });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const collapsed = useSidebarCollapsed();
  const keyboardOpen = useKeyboardOpen();
  const [mobileOpen, setMobileOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const cancelHeadingFocus = useRef<(() => void) | null>(null);

  useEffect(() => setMobileOpen(false), [pathname]);
  useEffect(() => () => cancelHeadingFocus.current?.(), []);
  // Escape closes the mobile menu, and focus goes back to the hamburger that opened it (WAI-ARIA disclosure): the
  // closed menu hides the focused link, so focus would fall to the page body
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMobileOpen(false);
      const button = hamburgerRef.current;
      const drawer = drawerRef.current;
      if (button && drawer && focusLeavesDrawer(document.activeElement, document.body, drawer, button))
        button.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  // a link chosen in the mobile menu: focus goes to the new page's main heading (the router manages no focus)
  const onMenuLink = (to: string) => {
    const main = mainRef.current;
    const drawer = drawerRef.current;
    if (!mobileOpen || !main || !drawer) return;
    cancelHeadingFocus.current?.();
    const shown = main.querySelector<HTMLElement>('h1');
    if (isSamePage(pathname, to)) {
      // no navigation follows: the menu closes over the page shown, whose heading takes focus
      setMobileOpen(false);
      if (shown) focusHeading(shown, drawer);
      return;
    }
    cancelHeadingFocus.current = focusNewPageHeading(main, drawer, shown);
  };

  const user = me.data?.user;
  const showKeyboard = KEYBOARD_ROUTES.some((r) => pathname === r || pathname === `${r}/`);
  const onLogout = () => api.signOut('/login');

  return (
    <div
      className={`app ${collapsed ? 'app-collapsed' : ''} ${showKeyboard && keyboardOpen ? 'app-keyboard-open' : ''}`}
    >
      <header className="topbar">
        <button
          type="button"
          ref={hamburgerRef}
          className="kr-icon-btn hamburger"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={mobileOpen}
          onClick={() => setMobileOpen((o) => !o)}
        >
          <Menu aria-hidden="true" size={22} />
        </button>
        <span className="kr-brand">
          Keelerada <span className="kr-beta">BETA</span>
        </span>
      </header>
      <nav ref={drawerRef} className={`sidebar ${mobileOpen ? 'sidebar-open' : ''}`} aria-label="Main">
        <div className="sidebar-head">
          <span className="kr-brand">
            {!collapsed && 'Keelerada'} <span className="kr-beta">BETA</span>
          </span>
          <button
            type="button"
            className="kr-icon-btn collapse-btn"
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            onClick={() => setSidebarCollapsed(!collapsed)}
          >
            {collapsed ? '»' : '«'}
          </button>
        </div>
        <ul className="nav-list">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="nav-link"
                activeProps={{ className: 'nav-link active', 'aria-current': 'page' }}
                activeOptions={{ exact: true }}
                title={collapsed ? item.label : undefined}
                onClick={() => onMenuLink(item.to)}
              >
                <span aria-hidden="true" className="nav-icon">
                  <item.icon size={20} />
                </span>
                <span className="nav-label">{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="sidebar-actions">
          {admin.data?.isAdmin && (
            <a className="nav-link" href="/admin/" title="Admin">
              <span aria-hidden="true" className="nav-icon">
                <Wrench size={20} />
              </span>
              <span className="nav-label">Admin</span>
            </a>
          )}
          {showKeyboard && (
            <button
              type="button"
              className="nav-link"
              onClick={() => {
                const field = lastTypedField();
                const effect = keyboardToggleEffect(mobileOpen, field !== null);
                toggleKeyboard();
                if (effect.closeMenu) setMobileOpen(false);
                if (effect.focusField) field?.focus();
              }}
              title="Estonian letters keyboard"
              aria-pressed={keyboardOpen}
            >
              <span aria-hidden="true" className="nav-icon">
                <Keyboard size={20} />
              </span>
              <span className="nav-label" lang="et">
                {ESTONIAN_LETTERS_HINT}
              </span>
              <span className="sr-only"> Estonian letters keyboard</span>
            </button>
          )}
          <a
            className="nav-link"
            href={providers.data?.feedbackUrl ?? '#'}
            target="_blank"
            rel="noreferrer"
            title="Feedback"
          >
            <span aria-hidden="true" className="nav-icon">
              <MessageSquare size={20} />
            </span>
            <span className="nav-label">Feedback</span>
          </a>
          <button type="button" className="nav-link" onClick={onLogout} title="Logout">
            <span aria-hidden="true" className="nav-icon">
              <LogOut size={20} />
            </span>
            <span className="nav-label">Logout</span>
          </button>
        </div>
        {user && (
          <footer className="sidebar-footer" data-testid="user-footer">
            {collapsed ? (
              <span className="avatar" title={`${user.first_name} ${user.last_name}`}>
                {initials(user.first_name, user.last_name)}
              </span>
            ) : (
              <>
                <strong>
                  {user.first_name} {user.last_name}
                </strong>
                <span className="kr-muted footer-email">{user.email}</span>
                <span className="kr-badge">Level {levelCode(user.current_level)}</span>
              </>
            )}
          </footer>
        )}
      </nav>
      <main
        ref={mainRef}
        className={`content ${showKeyboard && keyboardOpen ? 'with-keyboard' : ''}`}
        id="main"
      >
        <UnsavedNotice />
        <Outlet />
      </main>
      {showKeyboard && <EstonianKeyboard onTyped={() => setMobileOpen(false)} />}
    </div>
  );
}
