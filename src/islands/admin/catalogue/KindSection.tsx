import type { ReactNode } from 'react';
import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import { NoticeView, type Notice } from '../ui/Notice';
import { failureText } from './form-values';
import { SaveBar } from '../ui/SaveBar';
import { buttonClass, panelClass } from '../ui/styles';

/** What a kind's form is given: the kind (null: the form of a new one), and whom to tell once it is saved or removed. */
export interface KindEditing<Kind> {
  kind: Kind | null;
  onSaved: (kind: Kind) => void;
  onRemoved?: () => void;
}

interface Props<Kind> {
  lang: Lang;
  section: 'meals' | 'features' | 'variations';
  kinds: Kind[];
  onChange: (change: (kinds: Kind[]) => Kind[]) => void;
  editor: (editing: KindEditing<Kind>) => ReactNode;
}

/** One section of the kinds page: its title and help, the form of a new kind, then each kind's own form. */
export function KindSection<Kind extends { id: number }>({ lang, section, kinds, onChange, editor }: Props<Kind>) {
  const t = adminT(lang);
  return (
    <section className={panelClass} aria-labelledby={`kinds-${section}-title`}>
      <h2 id={`kinds-${section}-title`} className="mb-1 text-xl font-semibold">
        {t(`admin-kinds:${section}.title`)}
      </h2>
      <p className="mb-4 text-sm text-stone-600">{t(`admin-kinds:${section}.help`)}</p>
      {editor({ kind: null, onSaved: (saved) => onChange((current) => [...current, saved]) })}
      <ul className="space-y-4">
        {kinds.map((kind) => (
          <li key={kind.id}>
            {editor({
              kind,
              onSaved: (saved) => onChange((current) => current.map((other) => (other.id === saved.id ? saved : other))),
              onRemoved: () => onChange((current) => current.filter((other) => other.id !== kind.id)),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface FootProps {
  lang: Lang;
  section: Props<unknown>['section'];
  notice: Notice | null;
  saving: boolean;
  onError: (error: unknown) => void;
  /** Absent for the form of a new kind, which has only its create button. */
  onDelete: (() => Promise<void>) | null | undefined | false;
}

/** The foot of a kind's form: what the last save said, then save and delete, or create for a new one. */
export function KindFoot({ lang, section, notice, saving, onError, onDelete }: FootProps) {
  const t = adminT(lang);
  return (
    <>
      <NoticeView notice={notice} />
      {onDelete ? (
        <SaveBar lang={lang} saving={saving} onError={onError} onDelete={onDelete} />
      ) : (
        <button type="submit" className={buttonClass.primary} disabled={saving}>
          {t(`admin-kinds:${section}.create`)}
        </button>
      )}
    </>
  );
}

interface HeadProps {
  lang: Lang;
  section: Props<unknown>['section'];
  /** The form's id: the title's is `${id}-title`. */
  id: string;
  /** A saved kind's name and how many products use it; absent for the form of a new one. */
  kind?: { name: string; usedBy: number };
  /** Drawn before the name: the kind's picture or icon (the head then centres them on each other). */
  children?: ReactNode;
}

/** The head of a kind's form: its picture or icon, its name (or "new …"), how many products use it. */
export function KindHead({ lang, section, id, kind, children }: HeadProps) {
  const t = adminT(lang);
  return (
    <div className={`mb-3 flex flex-wrap gap-3 ${children === undefined ? 'items-baseline' : 'items-center'}`}>
      {children}
      <h3 id={`${id}-title`} className="font-semibold">
        {kind ? kind.name : t(`admin-kinds:${section}.new`)}
      </h3>
      {kind && <span className="text-sm text-stone-600">{t(`admin-kinds:${section}.usedBy`, { count: kind.usedBy })}</span>}
    </div>
  );
}

interface Saving<Kind, Input> {
  lang: Lang;
  section: Props<unknown>['section'];
  editing: KindEditing<Kind>;
  say: (kind: Notice['kind'], text: string) => void;
  create: (input: Input) => Promise<Kind>;
  update: (id: number, input: Input) => Promise<Kind>;
  /** The kind's French name, for the message. */
  name: (kind: Kind) => string;
  /** Puts the form back: the values saved, or empty again for the form of a new kind. */
  reset: (saved: Kind | null) => void;
}

/** What a kind's form does once its values pass: create or update it, say so, reset the form, tell the list. */
export function kindSave<Kind extends { id: number }, Input>({ lang, section, editing, say, create, update, name, reset }: Saving<Kind, Input>) {
  const t = adminT(lang);
  return async (input: Input) => {
    const { kind, onSaved } = editing;
    try {
      const saved = kind ? await update(kind.id, input) : await create(input);
      reset(kind ? saved : null);
      say('ok', t(`admin-kinds:${section}.${kind ? 'saved' : 'created'}`, { name: name(saved) }));
      onSaved(saved);
    } catch (error) {
      say('error', failureText(t, error));
    }
  };
}
