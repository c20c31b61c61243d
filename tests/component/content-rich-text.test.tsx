import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type RichTextField } from '../../src/features/public/content';
import { RichText, segmentText } from '../../src/features/public/content/rich-text';
import { renderWithProviders } from './render';

describe('segmentText', () => {
  it('splits at every span boundary and nests overlapping marks the same way each time', () => {
    const link = { link_type: 'Web' as const, url: '/a/' };
    const segments = segmentText('Bílahjálp Skjóls svarar', [
      { start: 0, end: 16, type: 'hyperlink', data: link },
      { start: 10, end: 23, type: 'strong' },
    ]);
    expect(segments).toEqual([
      { text: 'Bílahjálp ', strong: false, em: false, link },
      { text: 'Skjóls', strong: true, em: false, link },
      { text: ' svarar', strong: true, em: false, link: null },
    ]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(segmentText('😀 ok', [{ start: 2, end: 4, type: 'em' }]).map((s) => s.text)).toEqual([
      '😀 ',
      'ok',
    ]);
  });
});

describe('RichText', () => {
  const field: RichTextField = [
    { type: 'heading2', text: 'Hvað er tryggt?', spans: [] },
    {
      type: 'paragraph',
      text: 'Lestu skilmálana eða hringdu.',
      spans: [
        { start: 6, end: 16, type: 'hyperlink', data: { link_type: 'Web', url: '/skilmalar/' } },
        {
          start: 20,
          end: 28,
          type: 'hyperlink',
          data: { link_type: 'Web', url: 'javascript:alert(1)' },
        },
      ],
    },
    { type: 'list-item', text: 'Eitt', spans: [] },
    { type: 'list-item', text: 'Tvennt', spans: [] },
    { type: 'o-list-item', text: 'Fyrst', spans: [] },
    { type: 'paragraph', text: 'Lína 1\nLína 2', spans: [{ start: 0, end: 4, type: 'em' }] },
  ];

  it('renders headings, paragraphs and lists, grouping consecutive list items', () => {
    const { container } = renderWithProviders(<RichText field={field} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Hvað er tryggt?' })).toBeInTheDocument();
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(1);
    expect(container.querySelector('em')).toHaveTextContent('Lína');
    expect(container.querySelectorAll('br')).toHaveLength(1);
  });

  it('sends links through the link policy: in-app paths link, refused schemes do not', () => {
    renderWithProviders(<RichText field={field} />);
    expect(screen.getByRole('link', { name: 'skilmálana' })).toHaveAttribute('href', '/skilmalar/');
    expect(screen.queryByRole('link', { name: 'hringdu' })).toBeNull();
    expect(screen.getByText('hringdu')).toHaveAttribute('data-link-kind', 'void');
  });

  it('renders nothing for an empty field', () => {
    const { container } = renderWithProviders(<RichText field={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
