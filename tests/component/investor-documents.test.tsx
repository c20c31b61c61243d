import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvestorDocuments } from '../../src/features/public/investor-documents';
import type { DocumentKindGroup } from '../../src/features/public/investor-documents';
import { Providers, serverMarkup } from './render';

/** A document as the build lists it: its link is the document host's redirect for its id. */
const listed = (id: string, title: string, searchText: string) => ({
  id,
  href: `/dl/${id}/`,
  title,
  searchText,
});

const GROUPS: DocumentKindGroup[] = [
  {
    kind: 'financialStatements',
    years: [
      {
        year: 2024,
        documents: [
          listed('a', 'Ársreikningur 2024', 'arsreikningur 2024'),
          listed('b', 'Árshlutareikningur 3F', 'arshlutareikningur 3f'),
        ],
      },
    ],
  },
];

describe('InvestorDocuments', () => {
  it('filters by what was typed into the server-rendered box before the page came alive', () => {
    const page = (
      <Providers language="is">
        <InvestorDocuments groups={GROUPS} />
      </Providers>
    );
    const container = serverMarkup(<InvestorDocuments groups={GROUPS} />);
    const box = container.querySelector<HTMLInputElement>('input[type="search"]');
    if (!box) throw new Error('no search box in the server render');
    box.value = '3F';

    render(page, { container, hydrate: true });

    expect(screen.getByRole('status')).toHaveTextContent('1 skjal');
    expect(screen.queryByText('Ársreikningur 2024')).toBeNull();
  });
});
