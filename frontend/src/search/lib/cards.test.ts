import { describe, expect, it } from 'vitest';
import { cardHeading, cardKind, databaseCardParts, knowledgeGraphParts, typeLabel, webCardParts } from './cards';
import { lead, web } from './testing';

const links = (n: number, prefix = 'l') =>
  Array.from({ length: n }, (_, i) => ({ title: `${prefix}${i}`, link: `https://example.com/${prefix}${i}` }));

describe('web cards', () => {
  it('show at most 4 quick links, 3 related links and 5 highlighted words', () => {
    const item = web({
      snippet: 'Top healthcare companies',
      snippet_highlighted_words: ['healthcare', 'Healthcare', 'companies', 'a', 'b', 'c', 'd'],
      sitelinks: { inline: links(6, 'q'), expanded: links(5, 'r') },
    });
    const parts = webCardParts(item);
    expect(parts.quickLinks.map((l) => l.title)).toEqual(['q0', 'q1', 'q2', 'q3']);
    expect(parts.relatedLinks.map((l) => l.title)).toEqual(['r0', 'r1', 'r2']);
    expect(parts.highlightedWords).toEqual(['healthcare', 'companies', 'a', 'b', 'c']);
  });

  it('take a plain sitelinks list as quick links and skip entries without a link', () => {
    const parts = webCardParts(web({ sitelinks: [{ title: 'Careers' }, ...links(2)] }));
    expect(parts.quickLinks).toHaveLength(2);
    expect(parts.relatedLinks).toEqual([]);
    expect(webCardParts(web()).highlightedWords).toEqual([]);
  });
});

describe('knowledge graph cards', () => {
  it('show 6 attributes', () => {
    const attributes = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`key_${i}`, `v${i}`]));
    const parts = knowledgeGraphParts(web({ type: 'Company', attributes }, { type: 'knowledge_graph' }));
    expect(parts.attributes).toHaveLength(6);
    expect(parts.attributes[0]).toEqual(['Key 0', 'v0']);
    expect(parts.type).toBe('Company');
  });
});

describe('database cards', () => {
  it('show up to 5 skills and count the rest', () => {
    const parts = databaseCardParts(lead({ skills: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], lead_titles: '<b>CTO</b>' }));
    expect(parts.skills).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(parts.moreSkills).toBe(2);
    expect(parts.jobTitle).toBe('CTO');
  });

  it('find the LinkedIn address under any of its names', () => {
    expect(databaseCardParts(lead({ profile_url: 'https://www.linkedin.com/in/x' })).linkedin).toBe(
      'https://www.linkedin.com/in/x',
    );
  });
});

describe('headings and kinds', () => {
  it('title a lead by its name and company, a web result by its title', () => {
    expect(cardHeading(lead({ name: 'Jane Doe', company_name: 'Acme', linkedin_url: 'https://li/jane' }))).toEqual({
      title: 'Jane Doe · Acme',
      link: 'https://li/jane',
    });
    expect(cardHeading(web({ title: 'Hello', link: 'https://h.io' }))).toEqual({
      title: 'Hello',
      link: 'https://h.io',
    });
  });

  it('pick the card kind and badge text from the source and type', () => {
    expect(cardKind(lead())).toBe('database');
    expect(cardKind(web())).toBe('web');
    expect(cardKind(web({}, { type: 'knowledge_graph' }))).toBe('knowledge_graph');
    expect(cardKind(web({}, { source: 'bright_data', type: 'linkedin_profile' }))).toBe('linkedin');
    expect(typeLabel('top_story')).toBe('Top Story');
    expect(typeLabel(undefined)).toBe('Result');
  });
});
