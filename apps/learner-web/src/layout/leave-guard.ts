/**
 * Asks the browser to confirm before the page is left (reload, closed tab, another address): the browser shows its
 * own text. Used while an unsaved answer lives in this page only (`UnsavedState.onlyHere`), which leaving would lose
 * (report D2c). Returns the function that stops asking.
 */
export function askBeforeLeaving(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
): () => void {
  const ask = (e: Event) => {
    e.preventDefault();
    // older browsers ask only when a return value is set
    (e as BeforeUnloadEvent).returnValue = '';
  };
  target.addEventListener('beforeunload', ask);
  return () => target.removeEventListener('beforeunload', ask);
}
