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
    <div className="payment-problem" role="alert" data-testid="payment-problem">
      {title && <p className="payment-problem-title">{title}</p>}
      <p>{problem.message}</p>
      {(problem.links.length > 0 || again) && (
        <p className="payment-problem-actions">
          {again && <button type="button" className="button button-outline" onClick={again.onRetry}>{again.label}</button>}
          {problem.links.map((link) => (
            <a key={link.href} className="button button-outline" href={link.href}>{link.label}</a>
          ))}
        </p>
      )}
    </div>
  );
}
