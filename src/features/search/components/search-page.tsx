// The frame both search result pages share (products, stores): the title for the keyword, a link to
// the same keyword's other search, and a prompt while no keyword is given.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { moreLink, page, pageTitle, section, sectionHeader } from '../../../styles/ui.css.ts';

export function SearchPage({
  keyword,
  title,
  other,
  children,
}: {
  keyword: string;
  /** The title while a keyword is given. */
  title: ReactNode;
  /** The link to the other search for this keyword; it gets the page's link style. */
  other: (className: string) => ReactNode;
  /** The results, shown while a keyword is given. */
  children: ReactNode;
}) {
  return (
    <main id="main" className={page}>
      <div className={sectionHeader}>
        <h1 className={pageTitle}>{keyword ? title : <Trans>Search</Trans>}</h1>
        {keyword && other(moreLink)}
      </div>
      <div className={section}>
        {keyword ? (
          children
        ) : (
          <p>
            <Trans>Please enter keyword to search</Trans>
          </p>
        )}
      </div>
    </main>
  );
}
