import type { ReactNode } from 'react';
import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import { panelClass } from '../ui/styles';

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
