/** The text of a filter card's show / hide button: "Filters", or "Filters (2)" with two filters set. */
export function filtersToggleLabel(active: number): string {
  return active > 0 ? `Filters (${active})` : 'Filters';
}
