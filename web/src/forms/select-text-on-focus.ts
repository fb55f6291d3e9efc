/**
 * A select, a searchable dropdown or a time field selects its text when it gets the focus, so
 * typing replaces the chosen entry instead of being appended to it; so does a searchable
 * dropdown's stand-in (`data-select-on-focus`, forms/deferred-inputs.tsx). One listener for the
 * whole app: the fields' own focus handlers (the forms pass theirs) stay as they are.
 */
export function selectTextOnFocus(root: Document = document): void {
  let focused: HTMLInputElement | null = null;
  root.addEventListener('focusin', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement)) return;
    if (input.getAttribute('aria-haspopup') !== 'listbox' && !input.hasAttribute('data-select-on-focus'))
      return;
    input.select();
    focused = input;
  });
  // The release of the click that focused the field would put the caret in place of the selection.
  root.addEventListener(
    'mouseup',
    (event) => {
      if (focused && event.target === focused) event.preventDefault();
      focused = null;
    },
    true,
  );
  root.addEventListener(
    'keydown',
    () => {
      focused = null;
    },
    true,
  );
}
