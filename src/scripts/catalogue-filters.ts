// The product list filters submit themselves on each change (a ticked box, a sort order, a price
// typed then left), and leave empty fields out of the address. Without script, the form's own
// button does the same with a longer URL.

function submitClean(form: HTMLFormElement): void {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
  }
  const query = params.toString();
  location.assign(query ? `${form.action}?${query}` : form.action);
}

document.addEventListener('change', (event) => {
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
  const form = field.form;
  if (form?.matches('[data-filter-form]')) submitClean(form);
});

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches('[data-filter-form]')) return;
  event.preventDefault();
  submitClean(form);
});
