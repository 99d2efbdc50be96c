// Shows $modal in the frame's <dialog>: showModal() gives the focus trap and Escape; a click on
// the backdrop (outside the panel) closes it too. Closing by any means sets $modal back to null.
import { $modal, closeModal } from '~/stores/ui';

const dialog = document.querySelector<HTMLDialogElement>('dialog[data-modal]');

if (dialog) {
  const title = dialog.querySelector<HTMLElement>('[data-modal-title]')!;
  const body = dialog.querySelector<HTMLElement>('[data-modal-body]')!;

  $modal.subscribe((modal) => {
    if (!modal) {
      if (dialog.open) dialog.close();
      return;
    }
    title.textContent = modal.title ?? '';
    title.hidden = !modal.title;
    if (modal.title) dialog.setAttribute('aria-labelledby', title.id);
    else dialog.removeAttribute('aria-labelledby');
    body.replaceChildren(typeof modal.content === 'string' ? document.createTextNode(modal.content) : modal.content);
    dialog.classList.toggle('modal-wide', modal.wide === true);
    if (!dialog.open) dialog.showModal();
  });

  dialog.addEventListener('close', () => {
    if ($modal.get()) closeModal();
  });
  // The panel fills the dialog box, so a click whose target is the dialog itself hit the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) closeModal();
  });
  dialog.querySelector('[data-modal-close]')?.addEventListener('click', closeModal);
}
