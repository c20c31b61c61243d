import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetContentApi } from '../../src/features/public/content';
import type { FooterData } from '../../src/features/public/footer';
import { useFooter } from '../../src/features/public/layout';
import type { Language } from '../../src/domain/languages';
import { recordRequests, server } from './api-stubs';

/** The phone number of the footer the hook gives, or 'none'. */
function FooterPhone({
  language,
  fromContext,
}: {
  language: Language;
  fromContext: FooterData | null | undefined;
}) {
  const footer = useFooter(language, fromContext);
  return <p data-testid="phone">{footer ? footer.phone : 'none'}</p>;
}

const isGraphQL = (path: string) => path.startsWith('/cms/graphql');

beforeEach(() => {
  resetContentApi();
  server.use(
    http.get('/cms/api/v2', () => HttpResponse.json({ refs: [{ ref: 'R' }] })),
    http.get('/cms/graphql', () =>
      HttpResponse.json({ data: { footer: { phone: '440 2000', email: 'skjol@skjol.is' } } }),
    ),
  );
});

describe('useFooter', () => {
  it('uses the footer the build gave, null included, and asks the content service nothing', async () => {
    const requests = recordRequests();
    const given: FooterData = { phone: '440 2001', email: 'a@skjol.is', sections: [] };
    const view = render(<FooterPhone language="is" fromContext={given} />);
    expect(screen.getByTestId('phone')).toHaveTextContent('440 2001');
    view.rerender(<FooterPhone language="is" fromContext={null} />);
    expect(screen.getByTestId('phone')).toHaveTextContent('none');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.filter((request) => isGraphQL(request.path))).toEqual([]);
  });

  it('fetches the footer at run time for a page built without one', async () => {
    const requests = recordRequests();
    render(<FooterPhone language="is" fromContext={undefined} />);
    expect(screen.getByTestId('phone')).toHaveTextContent('none');
    await waitFor(() => expect(screen.getByTestId('phone')).toHaveTextContent('440 2000'));
    expect(requests.filter((request) => isGraphQL(request.path))).toHaveLength(1);
  });
});
