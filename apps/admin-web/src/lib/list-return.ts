import type { RegisteredRouter, RouteById } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Where an edit or create screen's Back and Cancel return to: the list as the editor left it — its filters, sort and
 * page. Cancel used to open page 1 with no filter, so an editor working through a filtered list started over after
 * every edit. Each list screen records its URL search when it changes; the record lives in this tab's session
 * storage, so a reload of the edit screen still returns to the same list.
 */
export type ListPath = '/reading-texts' | '/grammar-exercises' | '/vocabulary-cards';

const key = (list: ListPath) => `keelerada-admin-list:${list}`;

export function rememberListSearch(list: ListPath, search: object): void {
  try {
    sessionStorage.setItem(key(list), JSON.stringify(search));
  } catch {
    /* storage unavailable: Back goes to the first page */
  }
}

/** A list screen's search params, as its route validates them. */
type ListSearch<P extends ListPath> = RouteById<
  RegisteredRouter['routeTree'],
  `/_admin${P}/`
>['types']['fullSearchSchema'];

/**
 * The list's search as last seen in this tab (`{}`: its first page, no filter). It was recorded from the validated
 * search of that list, and the list validates it again when it opens.
 */
export function listSearch<P extends ListPath>(list: P): ListSearch<P> {
  let saved: unknown = {};
  try {
    saved = JSON.parse(sessionStorage.getItem(key(list)) ?? '{}');
  } catch {
    /* unreadable: the first page */
  }
  // every param of a list is optional, so an empty object is its first page
  return (saved !== null && typeof saved === 'object' && !Array.isArray(saved) ? saved : {}) as ListSearch<P>;
}

/** Records a list screen's search as it changes. */
export function useRememberListSearch(list: ListPath, search: object): void {
  useEffect(() => rememberListSearch(list, search), [list, search]);
}
