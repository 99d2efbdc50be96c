import { useEffect, useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import { useNotice } from '../ui/Notice';
import { apiSchemaResolver, failureText } from './form';

/** Where the editor reads and writes its kind of item. */
export interface ItemStore<Item, Input> {
  get: (id: number) => Promise<Item>;
  create: (input: Input) => Promise<Item>;
  update: (id: number, input: Input) => Promise<Item>;
}

/** How a kind of item becomes a form and back, checked by the API's schema: one per kind, at module level. */
export interface EditorModel<Item, Form, Input> {
  /** The form's values for an item (null: a new one). */
  formOf: (item: Item | null) => Form;
  toInput: (values: Form) => Input;
  /** The API's schema of the request, which checks the form. */
  schema: z.ZodType;
}

interface Options<Item, Form extends FieldValues, Input> {
  lang: Lang;
  /** null: a new item. */
  id: number | null;
  store: ItemStore<Item, Input>;
  model: EditorModel<Item, Form, Input>;
  /** The editor's own address for an item, which a new item takes once created. */
  pathOf: (id: number) => string;
  /**
   * The keys of what the editor says once an item is created or saved, and of the page's heading
   * for an item that exists (the one its own address is served with).
   */
  messages: { created: string; saved: string; editTitle: string };
}

/**
 * The layout's heading and the tab's title, which the server wrote for a new item, once it exists:
 * what a reload of its own address shows ("Edit news item", no longer "New news item").
 */
function retitle(title: string) {
  const heading = document.querySelector('main h1');
  if (heading) heading.textContent = title;
  const [, ...site] = document.title.split(' | ');
  document.title = [title, ...site].join(' | ');
}

// The store's and the model's functions must keep their identity between renders: module functions,
// or the methods of an API object made once with useMemo.

/**
 * What every content editor does: load the item, check the form with the API's schema, create or
 * save, and say how it went. A new item takes its own address once created, so that a reload
 * edits it rather than writing another one.
 */
export function useItemEditor<Item extends { id: number; updatedAt?: string }, Form extends FieldValues, Input>(options: Options<Item, Form, Input>) {
  const { lang, id, pathOf, messages } = options;
  const { get, create, update } = options.store;
  const { formOf, toInput, schema } = options.model;
  // One translation function for the editor's life: the effect that loads the item depends on it.
  const t = useMemo(() => adminT(lang), [lang]);
  const { notice, say } = useNotice();
  const [item, setItem] = useState<Item | null>(null);
  const [loaded, setLoaded] = useState(id === null);
  const form = useForm<Form>({ defaultValues: formOf(null) as DefaultValues<Form>, resolver: apiSchemaResolver(schema, toInput, t) });
  const { reset } = form;

  useEffect(() => {
    if (id === null) return;
    get(id)
      .then((found) => {
        setItem(found);
        reset(formOf(found));
      })
      .catch((error) => say('error', failureText(error, t)))
      .finally(() => setLoaded(true));
  }, [formOf, get, id, reset, say, t]);

  const save = form.handleSubmit(async (values) => {
    try {
      const saved = item ? await update(item.id, toInput(values)) : await create(toInput(values));
      if (!item) {
        window.history.replaceState(null, '', pathOf(saved.id));
        retitle(t(messages.editTitle));
      }
      setItem(saved);
      reset(formOf(saved));
      say('ok', t(item ? messages.saved : messages.created));
    } catch (error) {
      say('error', failureText(error, t));
    }
  });

  return {
    t,
    notice,
    say,
    item,
    /** The item is there to edit, or a new one is being written. */
    shown: loaded && (id === null || item !== null),
    form,
    save,
    editorKey: `${item?.id ?? 'new'}-${item?.updatedAt ?? ''}`,
  };
}
