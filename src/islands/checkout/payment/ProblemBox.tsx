import type { Problem } from './pay';

interface Props {
  problem: Problem;
  title?: string;
  /** Offered when the shop was out of reach and asking again may do. */
  retry?: { label: string; onRetry: () => void };
}

/** A refusal of the server, said at once (role=alert), with the ways back and, when it may help, a retry. */
export function ProblemBox({ problem, title, retry }: Props) {
  const again = problem.retry ? retry : undefined;
  return (
    <div className="grid gap-2 rounded-lg border border-l-[5px] border-[color-mix(in_srgb,var(--color-danger)_45%,transparent)] bg-[color-mix(in_srgb,var(--color-danger)_7%,var(--shop-bg))] px-[1.15rem] py-4" role="alert" data-testid="payment-problem">
      {title && <p className="font-bold">{title}</p>}
      <p>{problem.message}</p>
      {(problem.links.length > 0 || again) && (
        <p className="mt-[0.35rem] flex flex-wrap gap-[0.6rem]">
          {again && <button type="button" className="button button-outline" onClick={again.onRetry}>{again.label}</button>}
          {problem.links.map((link) => (
            <a key={link.href} className="button button-outline" href={link.href}>{link.label}</a>
          ))}
        </p>
      )}
    </div>
  );
}
