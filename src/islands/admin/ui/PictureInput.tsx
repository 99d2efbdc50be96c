import { useRef } from 'react';

interface Props {
  id: string;
  label: string;
  disabled: boolean;
  /** Sends the chosen file; the input empties itself once it is done, for the next one. */
  onFile: (file: File) => Promise<void>;
}

/** A labelled file input for a picture the shop serves (PNG or JPEG). */
export function PictureInput({ id, label, disabled, onFile }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <label htmlFor={id} className="mb-1 block font-medium text-stone-800">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        disabled={disabled}
        className="block w-full text-sm file:mr-3 file:min-h-10 file:rounded-md file:border file:border-stone-400 file:bg-white file:px-4 file:py-2 file:font-semibold"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file)
            void onFile(file).finally(() => {
              if (input.current) input.current.value = '';
            });
        }}
      />
    </>
  );
}
