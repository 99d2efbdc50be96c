import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { CityOption } from '~/lib/delivery';
import type { Lang } from '~/lib/locale';
import { plural } from '../fill';
import { MIN_SEARCH, searchCities } from './city-search';
import type { CheckoutText } from './strings';
import { CUSTOMER_FORM as F } from '~/islands/form/field-style';

interface Props {
  id: string;
  name: string;
  label: string;
  /** What the field holds, and what its suggestions are searched by. */
  kind: 'postalCode' | 'city';
  value: string;
  /** The country the towns are searched in; none: a plain field. */
  idCountry: number | null;
  autoComplete: string;
  maxLength: number;
  /** The hint shared with the other field of the pair, shown below both. */
  hintId?: string;
  error?: string;
  lang: Lang;
  text: CheckoutText['address']['cities'];
  onType: (value: string) => void;
  /** A suggestion chosen: fills both the postal code and the city. */
  onChoose: (city: CityOption) => void;
}

/** Time to let a few more characters come before asking. */
const PAUSE_MS = 200;

/**
 * The postal code or the city of an address, as an accessible combobox (ARIA 1.2 "list
 * autocomplete"): typing searches the towns, the arrows move through the suggestions (the input
 * keeps the focus and names the active one with aria-activedescendant), Enter or a click chooses,
 * Escape closes. Whatever is typed stays allowed: the list only helps.
 */
export function CityField(props: Props) {
  const { id, name, label, kind, value, idCountry, autoComplete, maxLength, hintId, error, lang, text, onType, onChoose } = props;
  const input = useRef<HTMLInputElement>(null);
  const [options, setOptions] = useState<CityOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<'idle' | 'searching' | 'found' | 'none'>('idle');
  // Only what the customer types asks for suggestions, not a value filled in by a choice or a prefill.
  const [typed, setTyped] = useState(false);
  const listId = `${id}-cities`;
  const optionId = (index: number) => `${id}-city-${index}`;

  useEffect(() => {
    const search = value.trim();
    const usable = kind === 'postalCode' ? /^\d+$/.test(search) : /\p{L}/u.test(search);
    if (!typed || idCountry === null || search.length < MIN_SEARCH || !usable) {
      setOptions([]);
      setOpen(false);
      setStatus('idle');
      return;
    }
    let current = true;
    setStatus('searching');
    const timer = setTimeout(() => {
      void searchCities(search, idCountry, lang).then((cities) => {
        if (!current) return;
        setOptions(cities);
        setActive(-1);
        setStatus(cities.length ? 'found' : 'none');
        // The browser's autofill types too, without the customer in the field: no list then.
        setOpen(cities.length > 0 && document.activeElement === input.current);
      });
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, idCountry, typed, kind, lang]);

  function choose(city: CityOption) {
    setTyped(false);
    setOpen(false);
    setActive(-1);
    onChoose(city);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : count - 1);
      } else if (event.key === 'ArrowDown') setActive(active + 1 >= count ? 0 : active + 1);
      else setActive(active <= 0 ? count - 1 : active - 1);
    } else if (event.key === 'Enter' && open && active >= 0) {
      // Enter chooses the town instead of sending the form.
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const describedBy = [hintId, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  // Said once the search answers, not at each key.
  const announcement = status === 'none' ? text.none : status === 'found' && open ? plural({ one: text.found_one, other: text.found_other }, options.length, lang) : '';

  return (
    <div>
      <label htmlFor={id} className={F.label}>{label}</label>
      <div className="relative">
        <input
          ref={input}
          className={`${F.input} ${F.boxed}`}
          id={id}
          name={name}
          type="text"
          inputMode={kind === 'postalCode' ? 'numeric' : undefined}
          autoComplete={autoComplete}
          maxLength={maxLength}
          required
          value={value}
          {...(idCountry !== null && {
            role: 'combobox',
            'aria-autocomplete': 'list' as const,
            'aria-expanded': open,
            'aria-controls': listId,
            'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
          })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setTyped(true);
            onType(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => options.length > 0 && typed && setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        {idCountry !== null && (
          <ul id={listId} role="listbox" aria-label={text.label} className="absolute inset-x-0 top-[calc(100%+0.25rem)] z-20 max-h-64 min-w-64 overflow-y-auto rounded-md border border-[color-mix(in_srgb,var(--shop-text)_25%,transparent)] bg-page py-1 shadow-[0_0.75rem_1.5rem_-0.5rem_rgb(0_0_0/0.25)]" hidden={!open}>
            {options.map((city, index) => (
              <li
                key={`${city.postalCode}-${city.name}`}
                id={optionId(index)}
                role="option"
                className="cursor-pointer px-[0.8rem] py-[0.6rem] aria-selected:bg-[color-mix(in_srgb,var(--shop-primary)_12%,var(--shop-bg))] aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-primary-ink"
                aria-selected={index === active}
                // Chosen on mousedown, before the input loses the focus and closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(city);
                }}
                onMouseMove={() => index !== active && setActive(index)}
              >
                <span className="font-bold tabular-nums">{city.postalCode}</span> {city.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      {status === 'none' && !error && <p className={F.hint}>{text.none}</p>}
      {error && <p id={`${id}-error`} className={F.error} role="alert">{error}</p>}
      <p className="sr-only" role="status">{announcement}</p>
    </div>
  );
}
