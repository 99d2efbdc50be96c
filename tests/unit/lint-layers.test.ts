import { describe, expect, it } from 'vitest';
import { astroParts, repoint } from '../../scripts/lint-layers.mjs';

// npm run lint hands the .astro files to dependency-cruiser as TypeScript copies under .lint/astro/:
// the frontmatter is the page's server side, the bundled <script>s its browser side, and every
// import must still lead to the file it named, or a page could import the server unseen.

describe('the .astro copies of npm run lint', () => {
  const page = [
    '---',
    "import Layout from '~/layouts/ShopLayout.astro';",
    "import { log } from '../../server/log';",
    "import type { Lang } from '~/lib/i18n';",
    '---',
    '<Layout><p>hello</p></Layout>',
    '<script>',
    "  import '~/scripts/toasts';",
    '</script>',
    '<script is:inline>window.x = 1;</script>',
    '<script type="application/ld+json" set:html={json} />',
  ].join('\n');

  it('takes the frontmatter and the bundled scripts, not the inline ones', () => {
    const { frontmatter, scripts } = astroParts(page);
    expect(frontmatter).toContain("from '../../server/log'");
    expect(frontmatter).not.toContain('<Layout>');
    expect(scripts).toEqual(["\n  import '~/scripts/toasts';\n"]);
  });

  it('points relative imports back at the real files and .astro imports at their copies', () => {
    const copied = repoint(astroParts(page).frontmatter, 'src/pages/[...locale]/contact.astro');
    // The copy lives in .lint/astro/src/pages/[...locale]/: four folders up is the repository.
    expect(copied).toContain("from '../../../../../src/server/log'");
    expect(copied).toContain("from '../../layouts/ShopLayout.astro.ts'");
    expect(copied).toContain("from '../../../../../src/lib/i18n'");
  });

  it('leaves packages and virtual modules alone, and follows dynamic imports', () => {
    const code = "import { z } from 'zod';\nimport { getCollection } from 'astro:content';\nconst m = await import('./near');";
    const copied = repoint(code, 'src/components/Box.astro');
    expect(copied).toContain("from 'zod'");
    expect(copied).toContain("from 'astro:content'");
    expect(copied).toContain("import('../../../../src/components/near')");
  });
});
