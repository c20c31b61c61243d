import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../src/domain/languages';
import { perLanguageResource } from '../../src/lib/per-language-resource';
import { recordRequests, server } from './api-stubs';

type Greeting = { text: string };

const DOCUMENT = '/test-content/greeting';

const greeting = perLanguageResource(async (language: Language) => {
  const answer = await fetch(new URL(`${DOCUMENT}?lang=${language}`, window.location.href));
  if (!answer.ok) throw new Error(`status ${answer.status}`);
  return (await answer.json()) as Greeting;
}, 'The greeting could not be fetched');

/** Shows what the hook gives, so the tests read the state off the page. */
function Greeting({
  language,
  id,
  enabled,
}: {
  language: Language;
  id: string;
  enabled?: boolean;
}) {
  const state = greeting.useResource(language, { enabled });
  return <p data-testid={id}>{state.status === 'ready' ? state.data.text : state.status}</p>;
}

const TEXTS: Record<Language, string> = { is: 'Góðan dag', en: 'Good day' };

function answerGreetings() {
  server.use(
    http.get(DOCUMENT, ({ request }) => {
      const language = new URL(request.url).searchParams.get('lang') as Language;
      return HttpResponse.json({ text: TEXTS[language] });
    }),
  );
}

const documentRequests = (requests: { path: string }[]) =>
  requests.filter((request) => request.path.startsWith(DOCUMENT)).map((request) => request.path);

beforeEach(() => {
  greeting.forget();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a resource fetched once per language', () => {
  it('is asked for once and shared by two components mounted at the same time', async () => {
    answerGreetings();
    const requests = recordRequests();
    render(
      <>
        <Greeting language="is" id="first" />
        <Greeting language="is" id="second" />
      </>,
    );
    expect(screen.getByTestId('first')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('first')).toHaveTextContent('Góðan dag'));
    expect(screen.getByTestId('second')).toHaveTextContent('Góðan dag');
    expect(documentRequests(requests)).toEqual([`${DOCUMENT}?lang=is`]);
  });

  it('keeps its answer for the page load: a component mounted later asks nothing', async () => {
    answerGreetings();
    const requests = recordRequests();
    const first = render(<Greeting language="is" id="first" />);
    await waitFor(() => expect(screen.getByTestId('first')).toHaveTextContent('Góðan dag'));
    first.unmount();
    render(<Greeting language="is" id="later" />);
    await waitFor(() => expect(screen.getByTestId('later')).toHaveTextContent('Góðan dag'));
    expect(documentRequests(requests)).toHaveLength(1);
  });

  it('says error when the request fails, warns once per component, and asks again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(DOCUMENT, () => HttpResponse.json({}, { status: 503 })));
    const requests = recordRequests();
    const failed = render(
      <>
        <Greeting language="is" id="first" />
        <Greeting language="is" id="second" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('first')).toHaveTextContent('error'));
    expect(screen.getByTestId('second')).toHaveTextContent('error');
    expect(documentRequests(requests)).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('The greeting could not be fetched', expect.any(Error));
    failed.unmount();

    // The failure was not kept: the next component to mount asks again, and this time gets it.
    answerGreetings();
    render(<Greeting language="is" id="retry" />);
    expect(screen.getByTestId('retry')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('retry')).toHaveTextContent('Góðan dag'));
    expect(documentRequests(requests)).toHaveLength(2);
  });

  it('shows loading, never the old language, after a switch, and asks each language once', async () => {
    answerGreetings();
    const requests = recordRequests();
    const view = render(<Greeting language="is" id="greeting" />);
    await waitFor(() => expect(screen.getByTestId('greeting')).toHaveTextContent('Góðan dag'));

    view.rerender(<Greeting language="en" id="greeting" />);
    expect(screen.getByTestId('greeting')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('greeting')).toHaveTextContent('Good day'));

    view.rerender(<Greeting language="is" id="greeting" />);
    await waitFor(() => expect(screen.getByTestId('greeting')).toHaveTextContent('Góðan dag'));
    expect(documentRequests(requests)).toEqual([`${DOCUMENT}?lang=is`, `${DOCUMENT}?lang=en`]);
  });

  it('asks nothing while a component says it does not need the resource', async () => {
    answerGreetings();
    const requests = recordRequests();
    const view = render(<Greeting language="is" id="greeting" enabled={false} />);
    // Give a request, had one been sent, the time to be seen.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('greeting')).toHaveTextContent('loading');
    expect(documentRequests(requests)).toEqual([]);

    view.rerender(<Greeting language="is" id="greeting" enabled />);
    await waitFor(() => expect(screen.getByTestId('greeting')).toHaveTextContent('Góðan dag'));
    expect(documentRequests(requests)).toHaveLength(1);
  });
});
