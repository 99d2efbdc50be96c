import type { ReactNode } from 'react';

/**
 * Splits a translated sentence holding numbered links ("… <0>terms</0> … <1>privacy</1> …") into
 * text and links to `links[n]`. Legal texts open in a new tab so that a half-filled form stays.
 */
export function withLinks(text: string, links: string[], newTab = true): ReactNode[] {
  return text.split(/(<\d>.*?<\/\d>)/).map((part, index) => {
    const match = /^<(\d)>(.*)<\/\d>$/.exec(part);
    if (!match) return part;
    return (
      <a key={index} href={links[Number(match[1])]} className="underline underline-offset-2" {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
        {match[2]}
      </a>
    );
  });
}
