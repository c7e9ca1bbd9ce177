/** What the persona panel shows, read defensively out of LinkedIn data and an analysis (spec part 1 §2.6). */
import type { DriverEvidence, Evidence, LinkedInActivity, LinkedInData, PersonaAnalysis } from './types';

/** Recent Activity shows the first 5 items (spec §9). */
export const RECENT_ACTIVITY_LIMIT = 5;

const clean = (value: unknown): string => {
  if (typeof value !== 'string') return '';
  const text = value.trim();
  return ['nan', 'unknown', 'null', 'none', '--'].includes(text.toLowerCase()) ? '' : text;
};

const numberOf = (...values: unknown[]): number | null => {
  for (const value of values) {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return null;
};

/** Strings out of a list that may be missing or hold blanks. */
export function listOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(clean).filter(Boolean);
}

/** Accuracy (0..1) as a percent with 1 decimal: 0.823 → '82.3%'; '—' when unknown. */
export function formatAccuracy(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  // A model occasionally answers a percent instead of a fraction.
  const percent = value > 1 && value <= 100 ? value : value * 100;
  return `${percent.toFixed(1)}%`;
}

/** Counters read with thousands separators; '—' when unknown. */
export function formatCounter(value: number | null): string {
  return value === null ? '—' : value.toLocaleString('en-US');
}

export interface ProfileHeader {
  name: string;
  company: string;
  location: string;
  linkedinUrl: string;
}

export function profileHeader(
  data: LinkedInData | null | undefined,
  fallback: { name?: string | null; company?: string | null; linkedinUrl?: string | null } = {},
): ProfileHeader {
  const joined = [clean(data?.first_name), clean(data?.last_name)].filter(Boolean).join(' ');
  return {
    name: clean(data?.name) || joined || clean(fallback.name) || 'Unknown',
    company: clean(data?.current_company_name) || clean(data?.current_company?.name) || clean(fallback.company),
    location: clean(data?.location) || clean(data?.city),
    linkedinUrl: clean(data?.linkedin_url) || clean(fallback.linkedinUrl),
  };
}

export interface Counter {
  key: 'followers' | 'connections' | 'recommendations' | 'posts';
  label: string;
  value: number | null;
}

/** The spec's other names for two counters; the API answers followers and connections. */
type CountAliases = Partial<Record<'followers_count' | 'connections_count', unknown>>;

/** Followers, Connections, Recommendations, Posts (either field name the data uses). */
export function profileCounters(profile: LinkedInData | null | undefined): Counter[] {
  const data: (LinkedInData & CountAliases) | null | undefined = profile;
  return [
    { key: 'followers', label: 'Followers', value: numberOf(data?.followers, data?.followers_count) },
    { key: 'connections', label: 'Connections', value: numberOf(data?.connections, data?.connections_count) },
    { key: 'recommendations', label: 'Recommendations', value: numberOf(data?.recommendations_count) },
    { key: 'posts', label: 'Posts', value: Array.isArray(data?.posts) ? data.posts.length : null },
  ];
}

export function recentActivity(data: LinkedInData | null | undefined): LinkedInActivity[] {
  const items = Array.isArray(data?.activity) ? data.activity : [];
  return items.filter((item) => item && clean(item.title)).slice(0, RECENT_ACTIVITY_LIMIT);
}

export interface EducationLine {
  title: string;
  detail: string;
  years: string;
  url: string;
}

export function educationLines(data: LinkedInData | null | undefined): EducationLine[] {
  const items = Array.isArray(data?.education) ? data.education : [];
  return items
    .filter((item) => item && clean(item.title))
    .map((item) => {
      const start = clean(item.start_year);
      const end = clean(item.end_year);
      return {
        title: clean(item.title),
        detail: [clean(item.degree), clean(item.field)].filter(Boolean).join(', '),
        years: start && end ? `${start} – ${end}` : start || end,
        url: clean(item.url),
      };
    });
}

/** Experiences and Education counts (the pop-up window shows them). */
export function profileCounts(data: LinkedInData | null | undefined) {
  return {
    experiences: Array.isArray(data?.experience) ? data.experience.length : 0,
    education: Array.isArray(data?.education) ? data.education.length : 0,
  };
}

export type ChipColor = 'success' | 'warning' | 'default';

/** high / medium / low as a chip colour. */
export function levelColor(level: unknown): ChipColor {
  const value = clean(level).toLowerCase();
  if (value === 'high') return 'success';
  if (value === 'medium') return 'warning';
  return 'default';
}

/** The quotes worth showing: non-empty, each once. */
export function evidenceOf(list: unknown): Evidence[] {
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const out: Evidence[] = [];
  for (const entry of list) {
    const quote = clean((entry as Evidence | null)?.quote);
    if (!quote || seen.has(quote)) continue;
    seen.add(quote);
    out.push({ quote, found_in_profile: (entry as Evidence).found_in_profile === true });
  }
  return out;
}

/**
 * Each decision-making driver with the passages it rests on: the drivers in the analysis's order, then any driver
 * that only the evidence names.
 */
export function driversWithEvidence(
  enhanced: PersonaAnalysis['enhanced_persona'] | null | undefined,
): DriverEvidence[] {
  const byDriver = new Map<string, Evidence[]>();
  const evidenceList = Array.isArray(enhanced?.decision_driver_evidence) ? enhanced.decision_driver_evidence : [];
  for (const entry of evidenceList) {
    const driver = clean(entry?.driver);
    if (driver)
      byDriver.set(driver.toLowerCase(), [
        ...(byDriver.get(driver.toLowerCase()) ?? []),
        ...evidenceOf(entry.evidence),
      ]);
  }
  const out: DriverEvidence[] = [];
  const named = new Set<string>();
  for (const driver of listOf(enhanced?.decision_making_drivers)) {
    named.add(driver.toLowerCase());
    out.push({ driver, evidence: byDriver.get(driver.toLowerCase()) ?? [] });
  }
  for (const entry of evidenceList) {
    const driver = clean(entry?.driver);
    if (driver && !named.has(driver.toLowerCase())) {
      named.add(driver.toLowerCase());
      out.push({ driver, evidence: byDriver.get(driver.toLowerCase()) ?? [] });
    }
  }
  return out;
}

/** Text for anything the analysis left blank. */
export const orDash = (value: unknown) => clean(value) || '—';
