import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { AlsoCoveredBy } from './also-covered-by';
import { StorySources, storySourcesLabel } from './story-sources';

describe('story sources on a card', () => {
  it('says nothing for a story of one, and never "1 sources"', () => {
    expect(storySourcesLabel({ storySize: 1, otherSources: [] })).toBeNull();
    expect(storySourcesLabel({ storySize: 1 })).toBeNull();
    const { container } = render(<StorySources card={{ storySize: 1, otherSources: [] }} />);
    expect(container.textContent).toBe('');
  });

  it('counts the sources and names the other outlets', () => {
    expect(storySourcesLabel({ storySize: 3, otherSources: ['XXL', 'Complex'] })).toBe(
      '3 sources · Also in XXL, Complex',
    );
    // A row of the ungrouped list knows its size but not the others' names.
    expect(storySourcesLabel({ storySize: 2 })).toBe('2 sources');
  });
});

describe('Also covered by', () => {
  const renderLinks = (links: Parameters<typeof AlsoCoveredBy>[0]['links']) =>
    render(
      <Router hook={memoryLocation({ path: '/article/1' }).hook}>
        <AlsoCoveredBy links={links} />
      </Router>,
    );

  it('is absent for a story of one', () => {
    expect(renderLinks([]).container.textContent).toBe('');
  });

  it('links out to each outlet with rel=noopener, and to our own reports here', () => {
    const { getByRole, getAllByRole } = renderLinks([
      { articleId: 2, title: 'Night Shift lands Tavi Rowe', source: 'North Wire', url: 'https://northwire.test/a' },
      { articleId: 3, title: 'Tavi Rowe picks an indie label', source: 'The Cypher', url: '/article/3' },
      { articleId: 4, title: 'A feed with a script link', source: 'Odd Feed', url: 'javascript:alert(1)' },
    ]);
    expect(getByRole('heading', { name: 'Also covered by' })).toBeTruthy();
    const [outlet, ours] = getAllByRole('link');
    expect(outlet.getAttribute('href')).toBe('https://northwire.test/a');
    expect(outlet.getAttribute('rel')).toContain('noopener');
    expect(outlet.textContent).toContain('Night Shift lands Tavi Rowe');
    expect(ours.getAttribute('href')).toBe('/article/3');
    // A script address is shown as text, never linked.
    expect(getAllByRole('link')).toHaveLength(2);
  });
});
