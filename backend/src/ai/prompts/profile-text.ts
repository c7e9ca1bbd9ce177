import type { LinkedInData } from '../../linkedin/linkedin-data';

/**
 * Renders a profile as the compact plain text the model reads. The same text is what evidence quotes are checked
 * against, so everything the model may quote must be in here, and nothing else that looks quotable.
 */

/** The whole profile block stays under this many characters (about 3k tokens). */
export const PROFILE_TEXT_MAX_CHARS = 12_000;
export const TRUNCATION_MARK = '[… profile shortened]';

const LIMITS = {
  about: 3_000,
  line: 300,
  description: 600,
  recommendation: 500,
  experience: 10,
  education: 5,
  posts: 8,
  activity: 8,
  recommendations: 5,
  certifications: 10,
};

/** Plain text from the vendor's light HTML (about sections come with <br>), spacing kept readable. */
export function cleanText(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/[ \t\f\v]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Cuts at a word boundary and marks the cut, so the model does not quote a half-word as if it were whole. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()} …`;
}

const oneLine = (value: string | null | undefined, max = LIMITS.line) =>
  clip(cleanText(value).replace(/\s+/g, ' '), max);
const join = (parts: (string | null | undefined)[], separator: string) =>
  parts
    .map((part) => oneLine(part))
    .filter(Boolean)
    .join(separator);

function section(title: string, lines: string[]): string[] {
  const items = lines.map((line) => line.trim()).filter(Boolean);
  return items.length ? [`${title}:`, ...items.map((line) => `- ${line}`)] : [];
}

/** Keeps whole lines while they fit, then marks that the rest was left out. */
export function capLines(lines: string[], max = PROFILE_TEXT_MAX_CHARS): string {
  const kept: string[] = [];
  let size = 0;
  for (const line of lines) {
    const next = size + line.length + (kept.length ? 1 : 0);
    if (next > max - TRUNCATION_MARK.length - 1) {
      const room = max - TRUNCATION_MARK.length - 2 - size;
      if (room > 40) kept.push(clip(line, room));
      kept.push(TRUNCATION_MARK);
      break;
    }
    kept.push(line);
    size = next;
  }
  return kept.join('\n');
}

export function renderProfile(data: LinkedInData): string {
  const company = data.current_company?.name ?? data.current_company_name;
  const companyTitle = data.current_company?.title;
  const lines: string[] = [];
  const field = (label: string, value: string) => value && lines.push(`${label}: ${value}`);
  field('Name', oneLine(data.name));
  field('Headline', oneLine(data.position));
  field('Company', join([company, companyTitle ? `(${companyTitle})` : null], ' '));
  field('Location', oneLine(data.city ?? data.location));
  const network = [
    data.followers !== null ? `${data.followers} followers` : null,
    data.connections !== null ? `${data.connections} connections` : null,
  ].filter(Boolean);
  if (network.length) lines.push(`Network: ${network.join(', ')}`);

  const about = clip(cleanText(data.about), LIMITS.about);
  if (about) lines.push('About:', about);

  lines.push(
    ...section(
      'Experience',
      data.experience.slice(0, LIMITS.experience).map((job) => {
        const head = join([job.title, job.company ? `at ${job.company}` : null], ' ');
        const when = join([job.start_date, job.end_date], ' – ');
        const meta = join([when, job.location], ', ');
        const description = clip(cleanText(job.description).replace(/\s+/g, ' '), LIMITS.description);
        return `${head}${meta ? ` (${meta})` : ''}${description ? `: ${description}` : ''}`;
      }),
    ),
    ...section(
      'Education',
      data.education.slice(0, LIMITS.education).map((school) => {
        const years = join([school.start_year, school.end_year], '–');
        return [join([school.degree, school.field], ', '), school.title ? `— ${oneLine(school.title)}` : '']
          .concat(years ? `(${years})` : '')
          .filter(Boolean)
          .join(' ');
      }),
    ),
    ...section(
      'Certifications',
      data.certifications
        .slice(0, LIMITS.certifications)
        .map((cert) => join([cert.title, cert.subtitle ? `(${cert.subtitle})` : null], ' ')),
    ),
    ...section(
      'Recent posts',
      data.posts
        .slice(0, LIMITS.posts)
        .map((post) => join([post.title, post.interaction ? `(${post.interaction})` : null], ' ')),
    ),
    ...section(
      'Recent activity',
      data.activity
        .slice(0, LIMITS.activity)
        .map((item) => join([item.title, item.interaction ? `(${item.interaction})` : null], ' ')),
    ),
    ...section(
      'Recommendations',
      data.recommendations.slice(0, LIMITS.recommendations).map((text) => oneLine(text, LIMITS.recommendation)),
    ),
  );
  return capLines(lines);
}

/** Pasted profile text (a persona from text alone), with the optional name and company the caller gave. */
export function renderPastedProfile(text: string, name?: string | null, company?: string | null): string {
  const lines: string[] = [];
  if (name?.trim()) lines.push(`Name: ${oneLine(name)}`);
  if (company?.trim()) lines.push(`Company: ${oneLine(company)}`);
  lines.push('Profile text:', ...cleanText(text).split('\n'));
  return capLines(lines);
}
