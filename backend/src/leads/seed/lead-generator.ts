/**
 * Deterministic synthetic leads for demos, tests and benchmarks: the same seed gives the same rows. Values are
 * realistic (companies, people, industries, sizes, locations, skills, revenue, LinkedIn URLs) and a few percent
 * are messy on purpose (nan / Unknown / blanks, odd spacing, upper-case e-mails, mixed list formats, repeated
 * people) so imports meet what real exports contain.
 */

/** mulberry32: tiny, fast, good enough for test data. */
export function randomGenerator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'James',
  'Mary',
  'Wei',
  'Fatima',
  'Carlos',
  'Aisha',
  'Liam',
  'Sofia',
  'Noah',
  'Olivia',
  'Hiroshi',
  'Chloé',
  'Mateo',
  'Priya',
  'Lucas',
  'Zoë',
  'Ethan',
  'Amara',
  'Jonas',
  'Elena',
  'Omar',
  'Grace',
  'Diego',
  'Ingrid',
  'Kwame',
  'Mia',
  'Raj',
  'Hannah',
  'Luis',
  'Yuki',
  'Ahmed',
  'Emma',
  'Tomás',
  'Sara',
  'Ben',
  'Leila',
  'Oscar',
  'Nina',
  'Felix',
  'Anya',
];
const LAST = [
  'Smith',
  'Johnson',
  'Chen',
  'Khan',
  'García',
  'Okafor',
  'Müller',
  'Rossi',
  'Kim',
  'Novak',
  'Silva',
  'Tanaka',
  'Dubois',
  'Patel',
  'Andersen',
  'Nguyen',
  'Brown',
  'Cohen',
  'Kowalski',
  'Hernández',
  'Murphy',
  'Ivanova',
  'Santos',
  'Larsen',
  'Mensah',
  'Fischer',
  'Singh',
  'Lopez',
  'Walker',
  'Yamamoto',
  'Haddad',
  'Meyer',
  'Costa',
  'Berg',
  'Adeyemi',
  'Wright',
];
const WORDS = [
  'Apex',
  'Blue',
  'Cedar',
  'Delta',
  'Ever',
  'Summit',
  'Nova',
  'Harbor',
  'Iron',
  'Bright',
  'North',
  'Pioneer',
  'Quantum',
  'River',
  'Silver',
  'Vertex',
  'Atlas',
  'Crest',
  'Lumen',
  'Orbit',
  'Prime',
  'Sterling',
  'Horizon',
  'Maple',
];

interface Industry {
  name: string;
  sector: string;
  nouns: string[];
  skills: string[];
  sic: string;
  naics: string;
}

const INDUSTRIES: Industry[] = [
  {
    name: 'Healthcare',
    sector: 'Health Care',
    nouns: ['Health', 'Medical', 'Care', 'Clinic'],
    skills: ['Patient Care', 'HIPAA', 'Clinical Research', 'EHR', 'Healthcare Management'],
    sic: '8062',
    naics: '622110',
  },
  {
    name: 'Technology',
    sector: 'Information Technology',
    nouns: ['Labs', 'Software', 'Systems', 'Data'],
    skills: ['Python', 'Cloud Computing', 'SaaS', 'Machine Learning', 'JavaScript', 'Kubernetes'],
    sic: '7372',
    naics: '511210',
  },
  {
    name: 'Financial Services',
    sector: 'Financials',
    nouns: ['Capital', 'Partners', 'Bank', 'Investments'],
    skills: ['Risk Management', 'Financial Modeling', 'Compliance', 'Wealth Management', 'Banking'],
    sic: '6211',
    naics: '523110',
  },
  {
    name: 'Manufacturing',
    sector: 'Industrials',
    nouns: ['Industries', 'Manufacturing', 'Works', 'Components'],
    skills: ['Lean Manufacturing', 'Supply Chain', 'Six Sigma', 'Quality Control', 'Operations'],
    sic: '3599',
    naics: '332710',
  },
  {
    name: 'Retail',
    sector: 'Consumer Discretionary',
    nouns: ['Goods', 'Outfitters', 'Market', 'Stores'],
    skills: ['Merchandising', 'E-commerce', 'Retail Sales', 'Customer Service', 'Inventory Management'],
    sic: '5311',
    naics: '452210',
  },
  {
    name: 'Education',
    sector: 'Education',
    nouns: ['Academy', 'Learning', 'Institute', 'Education'],
    skills: ['Curriculum Design', 'EdTech', 'Teaching', 'Higher Education', 'Instructional Design'],
    sic: '8221',
    naics: '611310',
  },
  {
    name: 'Real Estate',
    sector: 'Real Estate',
    nouns: ['Properties', 'Realty', 'Estates', 'Homes'],
    skills: ['Property Management', 'Real Estate Sales', 'Leasing', 'Negotiation', 'Valuation'],
    sic: '6531',
    naics: '531210',
  },
  {
    name: 'Marketing & Advertising',
    sector: 'Communication Services',
    nouns: ['Media', 'Creative', 'Agency', 'Digital'],
    skills: ['SEO', 'Content Marketing', 'Brand Strategy', 'Social Media', 'Google Ads'],
    sic: '7311',
    naics: '541810',
  },
  {
    name: 'Logistics',
    sector: 'Industrials',
    nouns: ['Logistics', 'Freight', 'Transport', 'Shipping'],
    skills: ['Logistics', 'Fleet Management', 'Warehousing', 'Supply Chain', 'Procurement'],
    sic: '4731',
    naics: '488510',
  },
  {
    name: 'Energy',
    sector: 'Energy',
    nouns: ['Energy', 'Power', 'Solar', 'Renewables'],
    skills: ['Renewable Energy', 'Project Management', 'Energy Efficiency', 'Engineering', 'Sustainability'],
    sic: '4911',
    naics: '221114',
  },
];
const COMMON_SKILLS = [
  'Sales',
  'Leadership',
  'Negotiation',
  'CRM',
  'Salesforce',
  'Business Development',
  'Strategic Planning',
  'Public Speaking',
  'Excel',
  'Account Management',
];
const SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10000+'];
const REVENUE = ['< $1M', '$1M - $10M', '$10M - $50M', '$50M - $100M', '$100M - $500M', '$500M - $1B', '> $1B'];
const TYPES = ['Privately Held', 'Public Company', 'Partnership', 'Nonprofit', 'Self-Employed'];
const LOCATIONS = [
  'New York, NY, United States',
  'San Francisco, CA, United States',
  'Austin, TX, United States',
  'Boston, MA, United States',
  'Chicago, IL, United States',
  'Seattle, WA, United States',
  'London, United Kingdom',
  'Berlin, Germany',
  'Paris, France',
  'Toronto, Canada',
  'Sydney, Australia',
  'Singapore',
  'Bangalore, India',
  'São Paulo, Brazil',
  'Amsterdam, Netherlands',
  'Dublin, Ireland',
  'Tokyo, Japan',
  'Lagos, Nigeria',
  'Stockholm, Sweden',
  'Madrid, Spain',
];
const SENIORITY: [string, string[], string][] = [
  ['Entry', ['Sales Associate', 'Marketing Coordinator', 'Analyst', 'Account Executive'], 'Low'],
  ['Senior', ['Senior Account Executive', 'Senior Engineer', 'Senior Analyst', 'Senior Consultant'], 'Medium'],
  ['Manager', ['Sales Manager', 'Marketing Manager', 'Product Manager', 'Operations Manager'], 'Medium'],
  [
    'Director',
    ['Director of Sales', 'Director of Marketing', 'Director of Engineering', 'Director of Operations'],
    'High',
  ],
  ['VP', ['VP of Sales', 'VP Marketing', 'VP of Engineering', 'VP Business Development'], 'High'],
  [
    'C-Level',
    ['Chief Executive Officer', 'Chief Technology Officer', 'Chief Revenue Officer', 'Chief Marketing Officer'],
    'High',
  ],
  ['Owner', ['Founder', 'Co-Founder & CEO', 'Owner', 'Managing Partner'], 'High'],
];

export const CSV_HEADER = [
  'Company Name',
  'Industry',
  'Sector',
  'Company Location',
  'Company Size',
  'Company Type',
  'Website',
  'Revenue Range',
  'SIC Code',
  'NAICS Code',
  'Full Name',
  'Email',
  'Phone',
  'Job Title',
  'Skills',
  'Seniority Level',
  'Decision Making Power',
  'LinkedIn URL',
  'Lead Location',
  'Past Companies',
];

/** The column mapping an admin would pick for CSV_HEADER. */
export const CSV_MAPPING: Record<string, string> = {
  'Company Name': 'company_name',
  Industry: 'company_industry',
  Sector: 'company_sector',
  'Company Location': 'company_location_text',
  'Company Size': 'company_size',
  'Company Type': 'company_type',
  Website: 'company_website',
  'Revenue Range': 'revenue_range',
  'SIC Code': 'company_sic_code',
  'NAICS Code': 'company_naics_code',
  'Full Name': 'name',
  Email: 'email',
  Phone: 'phone',
  'Job Title': 'lead_titles',
  Skills: 'skills',
  'Seniority Level': 'seniority_level',
  'Decision Making Power': 'decision_making_power',
  'LinkedIn URL': 'linkedin_url',
  'Lead Location': 'lead_location',
  'Past Companies': 'past_companies',
};

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Generates rows (arrays in CSV_HEADER order) one at a time, so millions never sit in memory. */
export function* generateLeadRows(count: number, seed = 42): Generator<string[]> {
  const random = randomGenerator(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const chance = (p: number) => random() < p;
  const companies = Math.max(10, Math.floor(count / 8));
  const recent: string[][] = [];
  for (let i = 0; i < count; i++) {
    if (recent.length > 50 && chance(0.02)) {
      // The same person again, as a second export would list them, sometimes with a field the first lacked.
      const again = [...pick(recent)];
      again[12] = again[12] || `+1 555 ${String(1000 + Math.floor(random() * 9000))}`;
      yield again;
      continue;
    }
    const companyNo = Math.floor(random() * companies);
    const companyRandom = randomGenerator(seed * 7919 + companyNo);
    const cPick = <T>(items: readonly T[]): T => items[Math.floor(companyRandom() * items.length)];
    const industry = cPick(INDUSTRIES);
    const company = `${cPick(WORDS)} ${cPick(industry.nouns)}${companyNo % 3 === 0 ? ' Inc' : companyNo % 3 === 1 ? ' LLC' : ''}`;
    const domain = `${slug(company).replace(/-(inc|llc)$/, '')}${companyNo}.example`;
    const first = pick(FIRST);
    const last = pick(LAST);
    const name = `${first} ${last}`;
    const [seniority, titles, power] = pick(SENIORITY);
    const skills = Array.from(new Set([pick(industry.skills), pick(industry.skills), pick(COMMON_SKILLS)]));
    const skillText = chance(0.1) ? JSON.stringify(skills) : skills.join(chance(0.5) ? ', ' : '; ');
    const email = `${slug(first)}.${slug(last)}${i}@${domain}`;
    const row = [
      company,
      chance(0.03) ? 'nan' : industry.name,
      industry.sector,
      cPick(LOCATIONS),
      chance(0.03) ? 'Unknown' : cPick(SIZES),
      cPick(TYPES),
      `https://www.${domain}`,
      chance(0.05) ? '' : cPick(REVENUE),
      industry.sic,
      industry.naics,
      chance(0.01) ? `  ${name}  ` : name,
      chance(0.05) ? '' : chance(0.03) ? email.toUpperCase() : email,
      chance(0.4)
        ? ''
        : `+1 ${200 + Math.floor(random() * 700)} 555 ${String(Math.floor(random() * 10000)).padStart(4, '0')}`,
      pick(titles),
      chance(0.04) ? '' : skillText,
      seniority,
      power,
      chance(0.15) ? '' : `https://www.linkedin.com/in/${slug(first)}-${slug(last)}-${i.toString(36)}`,
      pick(LOCATIONS),
      chance(0.5)
        ? ''
        : `${pick(WORDS)} ${pick(pick(INDUSTRIES).nouns)}; ${pick(WORDS)} ${pick(pick(INDUSTRIES).nouns)}`,
    ];
    if (recent.length < 500) recent.push(row);
    else recent[Math.floor(random() * recent.length)] = row;
    yield row;
  }
}

/** RFC 4180 quoting. */
export function csvLine(cells: string[]): string {
  return cells.map((cell) => (/[",\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');
}
