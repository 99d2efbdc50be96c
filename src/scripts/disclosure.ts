// Disclosure buttons (the menu's submenus, the language menu): a button with aria-expanded that
// shows the panel after it. Pop-up panels ([data-disclosure-popup]) also close on Escape, on a
// click elsewhere and when the focus leaves them; the drawer's accordions stay open.

function rootOf(button: Element): HTMLElement | null {
  return button.closest<HTMLElement>('[data-disclosure-root]');
}

function setOpen(button: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const root = rootOf(button);
  if (root) root.dataset.open = String(open);
  // A panel that is a field to fill (the header's search) is opened to type in it.
  if (open) root?.querySelector<HTMLElement>('[data-disclosure-focus]')?.focus();
}

/** The buttons of the pop-up panels now open. */
function openPopups(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-disclosure-popup][data-open="true"]')].flatMap(
    (root) => root.querySelector<HTMLElement>('[data-disclosure]') ?? [],
  );
}

document.addEventListener('click', (event) => {
  const target = event.target as Element;
  const button = target.closest<HTMLElement>('[data-disclosure]');
  for (const open of openPopups()) {
    if (open !== button && !rootOf(open)?.contains(target)) setOpen(open, false);
  }
  if (button) setOpen(button, button.getAttribute('aria-expanded') !== 'true');
});

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const open of openPopups()) {
    const hadFocus = rootOf(open)?.contains(document.activeElement);
    setOpen(open, false);
    if (hadFocus) open.focus();
  }
});

document.addEventListener('focusout', (event) => {
  const next = event.relatedTarget as Node | null;
  for (const open of openPopups()) {
    const root = rootOf(open);
    if (next && root && !root.contains(next)) setOpen(open, false);
  }
});
