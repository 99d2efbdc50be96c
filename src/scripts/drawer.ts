// The mobile menu drawer: a modal <dialog> (focus kept inside, Escape closes, the page behind is
// inert) opened by the burger button; a click on the backdrop closes it as well.

const drawer = document.querySelector<HTMLDialogElement>('dialog[data-drawer]');
const burgers = document.querySelectorAll<HTMLElement>('[data-drawer-open]');

if (drawer) {
  const setExpanded = (open: boolean) => burgers.forEach((burger) => burger.setAttribute('aria-expanded', String(open)));

  burgers.forEach((burger) =>
    burger.addEventListener('click', () => {
      drawer.showModal();
      setExpanded(true);
    }),
  );
  drawer.addEventListener('close', () => setExpanded(false));
  drawer.addEventListener('click', (event) => {
    const target = event.target as Element;
    // Same-page anchors do not unload the page: close the drawer so the visitor sees where they went.
    if (target === drawer || target.closest('[data-drawer-close]') || target.closest('a[href^="#"]')) drawer.close();
  });
}
