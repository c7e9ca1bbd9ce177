/** What each card of the Card view shows (spec part 1 §2.4): the parts picked out of a result, with their limits. */
import { asList, fieldValue, isMissing, itemData, stripHtml, textOf } from './values';
import type { SearchResultItem } from './types';

export const CARD_LIMITS = {
  relatedLinks: 3,
  highlightedWords: 5,
  quickLinks: 4,
  knowledgeGraphAttributes: 6,
  skills: 5,
} as const;

export interface CardLink {
  title: string;
  link: string;
}

const text = (value: unknown) => textOf(value);

/** Links out of a sitelinks-like list: entries with a link, titled by their title (else the link). */
function links(value: unknown): CardLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const { title, link } = entry as { title?: unknown; link?: unknown };
    if (typeof link !== 'string' || isMissing(link)) return [];
    return [{ title: typeof title === 'string' && !isMissing(title) ? title : link, link }];
  });
}

function unique<T>(values: T[], key: (value: T) => string): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const k = key(value);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export interface WebCardParts {
  snippet: string;
  displayedLink: string;
  date: string;
  source: string;
  /** Up to 5 words the web search highlighted in the snippet. */
  highlightedWords: string[];
  /** Up to 4 sitelinks shown inline under the result. */
  quickLinks: CardLink[];
  /** Up to 3 deeper links (expanded sitelinks, related results). */
  relatedLinks: CardLink[];
}

/** sitelinks are `{inline, expanded}` or a plain list (the list counts as inline quick links). */
export function webCardParts(item: SearchResultItem): WebCardParts {
  const data = itemData(item);
  const sitelinks = data.sitelinks;
  const inline = Array.isArray(sitelinks) ? sitelinks : (sitelinks as { inline?: unknown } | undefined)?.inline;
  const expanded = Array.isArray(sitelinks) ? undefined : (sitelinks as { expanded?: unknown } | undefined)?.expanded;
  const related = [...links(expanded), ...links(data.related_results), ...links(data.related_links)];
  const words = unique(asList(data.snippet_highlighted_words), (word) => word.toLowerCase());
  return {
    snippet: text(data.snippet),
    displayedLink: text(data.displayed_link),
    date: text(data.date),
    source: text(data.source),
    highlightedWords: words.slice(0, CARD_LIMITS.highlightedWords),
    quickLinks: unique(links(inline), (l) => l.link).slice(0, CARD_LIMITS.quickLinks),
    relatedLinks: unique(related, (l) => l.link).slice(0, CARD_LIMITS.relatedLinks),
  };
}

export interface KnowledgeGraphParts {
  type: string;
  description: string;
  website: string;
  /** Up to 6 [label, value] pairs from the attributes map. */
  attributes: [string, string][];
}

const words = (key: string) => key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export function knowledgeGraphParts(item: SearchResultItem): KnowledgeGraphParts {
  const data = itemData(item);
  const attributes =
    data.attributes && typeof data.attributes === 'object' && !Array.isArray(data.attributes)
      ? Object.entries(data.attributes as Record<string, unknown>)
          .filter(([, value]) => !isMissing(value))
          .map(([key, value]): [string, string] => [words(key), text(value)])
      : [];
  return {
    type: text(data.type),
    description: text(data.description),
    website: text(data.website),
    attributes: attributes.slice(0, CARD_LIMITS.knowledgeGraphAttributes),
  };
}

export interface DatabaseCardParts {
  name: string;
  company: string;
  jobTitle: string;
  industry: string;
  size: string;
  location: string;
  revenue: string;
  email: string;
  phone: string;
  website: string;
  linkedin: string;
  dataSource: string;
  /** Up to 5 skills, and how many more there are. */
  skills: string[];
  moreSkills: number;
}

/** The LinkedIn address a lead gives under any of its names (spec §3). */
export function leadLinkedIn(data: Record<string, unknown>): string {
  for (const field of ['linkedin_url', 'linkedin_profile_url', 'profile_url', 'url']) {
    const value = text(data[field]);
    if (value) return value;
  }
  return '';
}

export function databaseCardParts(item: SearchResultItem): DatabaseCardParts {
  const data = itemData(item);
  const skills = asList(data.skills);
  return {
    name: text(data.name),
    company: text(data.company_name),
    jobTitle: stripHtml(text(data.lead_titles)),
    industry: text(data.company_industry),
    size: text(data.company_size),
    location: text(data.company_location_text),
    revenue: text(data.revenue_range),
    email: text(data.email),
    phone: text(data.phone),
    website: text(data.company_website),
    linkedin: leadLinkedIn(data),
    dataSource: text(data.data_source),
    skills: skills.slice(0, CARD_LIMITS.skills),
    moreSkills: Math.max(0, skills.length - CARD_LIMITS.skills),
  };
}

/** A card's heading and address: the result's title and link, else the best name the data gives. */
export function cardHeading(item: SearchResultItem): { title: string; link: string } {
  const data = itemData(item);
  const title =
    text(item.title) ||
    text(data.title) ||
    [text(data.name), text(data.company_name)].filter(Boolean).join(' · ') ||
    text(data.query) ||
    text(data.question) ||
    'Untitled result';
  const link = text(item.link) || text(fieldValue(item, 'link')) || leadLinkedIn(data) || text(data.company_website);
  return { title, link };
}

/** The kind of card a result gets. */
export function cardKind(item: SearchResultItem): 'database' | 'knowledge_graph' | 'linkedin' | 'web' {
  if (item.source === 'elasticsearch' || item.type === 'lead') return 'database';
  if (item.type === 'knowledge_graph') return 'knowledge_graph';
  if (item.source === 'bright_data' || item.type === 'linkedin_profile') return 'linkedin';
  return 'web';
}

/** A result type as a badge reads: 'top_story' → 'Top Story'. */
export function typeLabel(type: string | undefined | null): string {
  if (!type) return 'Result';
  return words(type)
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
