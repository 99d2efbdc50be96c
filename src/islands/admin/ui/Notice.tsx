import { useCallback, useState } from 'react';

export interface Notice {
  kind: 'ok' | 'error';
  text: string;
}

/** The outcome of the owner's last action, said once. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const say = useCallback((kind: Notice['kind'], text: string) => setNotice({ kind, text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, say, clear };
}

/** Where the outcome shows; a live region, so a screen reader reads it without moving focus. */
export function NoticeView({ notice }: { notice: Notice | null }) {
  return (
    <div aria-live="polite" role="status" className="min-h-0">
      {notice && (
        <p
          className={`my-3 rounded-md border px-4 py-3 text-sm font-medium ${
            notice.kind === 'ok' ? 'border-green-700 bg-green-50 text-green-900' : 'border-red-700 bg-red-50 text-red-900'
          }`}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}
