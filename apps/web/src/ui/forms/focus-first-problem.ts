/**
 * After a check that failed: the first field marked wrong, in the page's order, takes the focus
 * (and comes into view), so on a phone the person lands on it rather than on a button far below.
 * A group of chips is marked with data-invalid; its first chip takes the focus.
 */
export function focusFirstProblem(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const target = container?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input');
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  });
}
