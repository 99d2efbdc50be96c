/** One time slot of the chosen day, as a radio button. */
export interface SlotOption {
  id: number;
  time: string;
  /** '20 places', 'Full' or nothing when places are not counted. */
  places: string;
  full: boolean;
  checked: boolean;
  onChoose: () => void;
}

interface Props {
  legend: string;
  /** The radio group's name. */
  name: string;
  options: SlotOption[];
}

/**
 * The slots of a day chosen in a MonthGrid: the wine tourism booking and the click-and-collect step
 * of the checkout. `booking-slot` and `booking-slot-places` are hooks for the browser tests.
 */
export function SlotChoice({ legend, name, options }: Props) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-semibold">{legend}</legend>
      {options.map((option) => (
        <label key={option.id} data-full={option.full || undefined}
          className="booking-slot flex cursor-pointer items-center gap-3 rounded-lg border border-current/20 px-[0.9rem] py-[0.7rem] has-checked:border-accent has-checked:shadow-[inset_0_0_0_1px_var(--shop-accent)] has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-ink data-full:cursor-not-allowed data-full:opacity-60">
          <input type="radio" name={name} value={option.id} checked={option.checked} disabled={option.full} onChange={option.onChoose}
            className="size-[1.1rem] accent-accent" />
          <span className="font-semibold tabular-nums">{option.time}</span>
          <span className="booking-slot-places ml-auto text-[0.85rem] opacity-80">{option.places}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** 'Choose a date' under a calendar, and the calendar's own status lines. */
export const BOOKING_NOTE = 'text-[0.9rem] opacity-85';
