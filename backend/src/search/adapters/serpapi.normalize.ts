import type { ResultDraft } from '../result-item';
import { normalizeLinkedInProfileUrl } from './linkedin-profile';
import { isRecord, records, str } from './vendor-http';

/**
 * SerpApi (engine=google) pages → result items: the knowledge graph first, then the organic results (de-duplicated
 * across pages, at most maxResults), then top stories, "people also ask" and related searches from the first
 * page. Every vendor field is optional; rows without a link are skipped; unknown fields are ignored.
 */
export function normalizeSerpApi(pages: unknown[], maxResults: number): ResultDraft[] {
  const first = isRecord(pages[0]) ? pages[0] : {};
  const drafts: ResultDraft[] = [];
  const graph = knowledgeGraph(first.knowledge_graph);
  if (graph) drafts.push(graph);

  const seen = new Set<string>();
  const organic: ResultDraft[] = [];
  for (const page of pages) {
    if (!isRecord(page)) continue;
    for (const row of records(page.organic_results)) {
      const draft = organicResult(row);
      if (!draft || seen.has(draft.link as string)) continue;
      seen.add(draft.link as string);
      organic.push(draft);
    }
  }
  drafts.push(...organic.slice(0, maxResults));
  drafts.push(...topStories(first.top_stories));
  for (const row of records(first.related_questions)) {
    const question = str(row.question);
    if (!question) continue;
    drafts.push({
      type: 'related_question',
      title: question,
      link: str(row.link),
      linkedin_url: null,
      data: pick(row, ['question', 'snippet', 'title', 'link', 'displayed_link', 'date']),
    });
  }
  for (const row of records(first.related_searches)) {
    const query = str(row.query);
    if (!query) continue;
    drafts.push({
      type: 'related_search',
      title: query,
      link: str(row.link),
      linkedin_url: null,
      data: { query, link: str(row.link) },
    });
  }
  return drafts;
}

const ORGANIC_FIELDS = [
  'position',
  'title',
  'link',
  'displayed_link',
  'snippet',
  'snippet_highlighted_words',
  'thumbnail',
  'favicon',
  'date',
  'sitelinks',
  'source',
];

function organicResult(row: Record<string, unknown>): ResultDraft | null {
  const link = str(row.link);
  if (!link) return null;
  const data = pick(row, ORGANIC_FIELDS);
  data.link = link;
  const rich = richSnippet(row.rich_snippet);
  if (rich) data.rich_snippet = rich;
  return { type: 'organic', title: str(row.title), link, linkedin_url: normalizeLinkedInProfileUrl(link), data };
}

/** Both layouts: rich_snippet.{top,bottom}.{extensions,detected_extensions} and the flattened one. */
function richSnippet(value: unknown): { extensions: string[]; detected_extensions: Record<string, unknown> } | null {
  if (!isRecord(value)) return null;
  const blocks = [value, value.top, value.bottom].filter(isRecord);
  const extensions = blocks.flatMap((block) =>
    Array.isArray(block.extensions) ? block.extensions.filter((e): e is string => typeof e === 'string') : [],
  );
  const detected = Object.assign(
    {},
    ...blocks.map((block) => (isRecord(block.detected_extensions) ? block.detected_extensions : {})),
  );
  return extensions.length || Object.keys(detected).length ? { extensions, detected_extensions: detected } : null;
}

/** top_stories rows, or groups of them ({title, stories: [...]}) as some layouts send. */
function topStories(value: unknown): ResultDraft[] {
  const stories = records(value).flatMap((row) => (Array.isArray(row.stories) ? records(row.stories) : [row]));
  return stories
    .filter((row) => str(row.link))
    .map((row) => ({
      type: 'top_story' as const,
      title: str(row.title),
      link: str(row.link),
      linkedin_url: null,
      data: pick(row, ['title', 'link', 'source', 'date', 'thumbnail']),
    }));
}

/** Keys SerpApi documents for every knowledge graph; every other key is a panel label ("founded", "ceo"). */
const GRAPH_FIXED = new Set(['title', 'type', 'kgmid', 'description', 'source', 'website', 'header_images', 'image']);

function knowledgeGraph(value: unknown): ResultDraft | null {
  if (!isRecord(value)) return null;
  const title = str(value.title);
  if (!title) return null;
  const attributes: Record<string, string> = {};
  for (const [key, raw] of Object.entries(value)) {
    if (GRAPH_FIXED.has(key) || /_links?$/.test(key) || key.startsWith('serpapi_')) continue;
    const text = attributeText(raw);
    if (text) attributes[key] = text;
  }
  const source = isRecord(value.source) ? pick(value.source, ['name', 'link']) : null;
  const image = str(value.image) ?? str(records(value.header_images)[0]?.image);
  const website = str(value.website);
  return {
    type: 'knowledge_graph',
    title,
    link: website ?? (source?.link as string | undefined) ?? null,
    linkedin_url: null,
    data: {
      title,
      type: str(value.type),
      kgmid: str(value.kgmid),
      description: str(value.description),
      website,
      image,
      source,
      attributes,
    },
  };
}

/** A panel value as text: strings and numbers as they are, lists of them joined; anything nested is left out. */
function attributeText(value: unknown): string | null {
  if (Array.isArray(value)) {
    const items = value.map((item) => str(item)).filter((item): item is string => item !== null);
    return items.length === value.length && items.length ? items.join(', ') : null;
  }
  return str(value);
}

function pick(row: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fields) if (row[field] !== undefined && row[field] !== null) data[field] = row[field];
  return data;
}
