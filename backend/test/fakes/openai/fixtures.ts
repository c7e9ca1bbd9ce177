/**
 * Replies of the fake OpenAI server (shared/reference/external-apis.md §3), built from the request so any prompt
 * gets a plausible answer:
 * - json_schema.name 'persona_analysis' (persona.v1): a deterministic persona of the person in the <profile> block,
 *   its evidence quotes being sentences that really occur in that block. The second decision driver is left out of
 *   decision_driver_evidence on purpose, as models do; the app fills it in.
 * - 'outreach_email' (email.v1): subject and body naming the recipient, the e-mail type and the variation number.
 * - 'landing_page' / 'landing_design' (landing.v1): a complete page about the request / a new theme and CSS.
 * - any other name: the smallest value that satisfies the request's JSON schema.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, unknown>;

const LABEL_LINE = /^[A-Z][A-Za-z -]{1,30}:$/;
const LABELLED = /^(Name|Headline|Company|Location|Network): /;

/** The text between <profile> and </profile>, or the whole prompt when there are no such tags. */
export function profileBlock(prompt: string): string {
  const match = /<profile>\n?([\s\S]*?)\n?<\/profile>/.exec(prompt);
  return match ? match[1] : prompt;
}

export function labelled(block: string, label: string): string | null {
  const match = new RegExp(`^${label}: (.+)$`, 'm').exec(block);
  return match ? match[1].trim() : null;
}

/** Sentences of the profile worth quoting, each a verbatim substring of it. */
export function quotableSentences(block: string): string[] {
  const sentences: string[] = [];
  for (const raw of block.split('\n')) {
    const line = raw.replace(/^- /, '').trim();
    if (!line || LABEL_LINE.test(line) || LABELLED.test(line) || /^\[\[fake:/.test(line)) continue;
    for (const sentence of line.split(/(?<=[.!?])\s+/)) {
      const text = sentence.replace(/\[\[fake:[a-z_]+\]\]/g, '').trim();
      if (text.length >= 12 && text.length <= 200 && line.includes(text)) sentences.push(text);
    }
  }
  return sentences;
}

export interface PersonaFixtureOptions {
  /** Adds a quote that is not in the profile, so found_in_profile false can be seen end to end. */
  unverifiedQuote?: boolean;
}

export const UNVERIFIED_QUOTE = 'I once sailed around the world on a raft.';

export function personaReply(prompt: string, options: PersonaFixtureOptions = {}): Json {
  const block = profileBlock(prompt);
  const name = labelled(block, 'Name') ?? 'This person';
  const company = labelled(block, 'Company')?.replace(/\s*\(.*\)$/, '') ?? null;
  const sentences = quotableSentences(block);
  const quote = (index: number) => (sentences.length ? [sentences[index % sentences.length]] : []);
  const first = name.split(/\s+/)[0];
  const where = company ? ` at ${company}` : '';
  return {
    profile_summary: `${name} works${where}. This persona was made by the fake OpenAI server from the profile.`,
    communication_style: {
      style: 'Direct',
      information_preference: 'Data first',
      response_pattern: 'Replies briefly to specific questions',
    },
    persona: {
      personality_traits: [
        {
          trait: 'Analytical',
          level: 'high',
          description: `${first} backs decisions with data.`,
          evidence: options.unverifiedQuote ? [...quote(0), UNVERIFIED_QUOTE] : quote(0),
        },
        { trait: 'Collaborative', level: 'medium', description: `${first} builds teams.`, evidence: quote(1) },
      ],
      professional_interests: ['Data engineering', 'Team building'],
      messaging_tone: {
        recommended_approach: 'Lead with a concrete result and keep it short.',
        key_talking_points: ['Measurable outcomes', 'Time saved for the team'],
        avoid_topics: ['Hype without numbers'],
      },
    },
    enhanced_persona: {
      personae: 'The Analyst',
      personae_accuracy: 0.8,
      appetite_for_risk: 'low',
      decision_making_drivers: ['ROI evidence', 'Team growth'],
      decision_driver_evidence: [{ driver: 'ROI evidence', evidence: quote(2) }],
      preferred_channels: ['Email', 'LinkedIn'],
      communication_style: 'Concise and factual',
      suggested_email_tone: 'Concise and factual',
    },
    ice_breakers: [
      `I noticed your work${where}, ${first}.`,
      `Your profile mentions ${sentences[0] ? `"${sentences[0].slice(0, 60)}"` : 'your team'}.`,
      'What does a good quarter look like for your team?',
    ],
    topics_of_interest: ['Analytics', 'Leadership'],
  };
}

export function emailReply(prompt: string): Json {
  const name = /Recipient name: (.+)/.exec(prompt)?.[1].trim() ?? 'there';
  const company = /Recipient company: (.+)/.exec(prompt)?.[1].trim();
  const type = /E-mail type: ([^.\n]+)/.exec(prompt)?.[1].trim() ?? 'E-mail';
  const variation = Number(/variation (\d+)/i.exec(prompt)?.[1] ?? 1);
  const first = name.split(/\s+/)[0];
  const at = company && company !== 'unknown' ? ` at ${company}` : '';
  return {
    subject: `${type} for ${name} (variation ${variation})`,
    body: [
      `Hi ${first},`,
      '',
      `This is variation ${variation} of a ${type.toLowerCase()} e-mail written by the fake OpenAI server for ${name}${at}.`,
      'Would a short call next week be useful?',
      '',
      'Best regards,',
      '[Your Name]',
    ].join('\n'),
  };
}

/** The smallest value the schema accepts: every property, the first enum value, minItems items. */
export function valueFor(schema: Schema | undefined): Json {
  if (!schema) return null;
  if (Array.isArray(schema.enum)) return schema.enum[0] as Json;
  if ('const' in schema) return schema.const as Json;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, valueFor(child)]));
    }
    case 'array': {
      const count = Math.max(Number(schema.minItems ?? 0), 1);
      const max = schema.maxItems === undefined ? count : Number(schema.maxItems);
      return Array.from({ length: Math.min(count, max) }, () => valueFor(schema.items as Schema));
    }
    case 'string':
      return 'x'.repeat(Math.max(Number(schema.minLength ?? 0), 4)).replace(/^x{4}/, 'fake');
    case 'number':
    case 'integer':
      return Number(schema.minimum ?? 0);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** What OpenAI would refuse with strict: true: open objects and keys missing from `required`. */
export function strictSchemaError(schema: unknown, path = 'root'): string | null {
  if (Array.isArray(schema)) {
    for (const [index, item] of schema.entries()) {
      const error = strictSchemaError(item, `${path}/${index}`);
      if (error) return error;
    }
    return null;
  }
  if (!schema || typeof schema !== 'object') return null;
  const node = schema as Schema;
  if (node.type === 'object' || node.properties) {
    if (node.additionalProperties !== false) {
      return `In context=(${path}), 'additionalProperties' is required to be supplied and to be false.`;
    }
    const required = Array.isArray(node.required) ? node.required : [];
    const missing = Object.keys((node.properties ?? {}) as Schema).filter((key) => !required.includes(key));
    if (missing.length) {
      return `In context=(${path}), 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing[0]}'.`;
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value as Schema)) {
        const error = strictSchemaError(child, `${path}/properties/${name}`);
        if (error) return error;
      }
    } else if (value && typeof value === 'object') {
      const error = strictSchemaError(value, `${path}/${key}`);
      if (error) return error;
    }
  }
  return null;
}

/** The request line of a landing prompt (landing.v1), without fake markers. */
function landingRequest(prompt: string, label: string): string {
  const line = new RegExp(`${label}: (.+)`).exec(prompt)?.[1] ?? '';
  return line.replace(/\[\[fake:[a-z_]+\]\]/g, '').trim() || 'your product';
}

const clipText = (text: string, max: number) => (text.length > max ? text.slice(0, max - 1).trimEnd() + '…' : text);

/**
 * 'landing_page' (landing.v1): a complete page about the request. With a <base_page>, its first <h1> is kept as
 * the headline, so "generation starts from base_html" can be seen end to end.
 */
export function landingReply(prompt: string): Json {
  const topic = clipText(landingRequest(prompt, 'Landing page request'), 100);
  const base = /<base_page>([\s\S]*?)<\/base_page>/.exec(prompt)?.[1] ?? null;
  const baseHeadline = base
    ? /<h1[^>]*>([\s\S]*?)<\/h1>/i
        .exec(base)?.[1]
        .replace(/<[^>]+>/g, '')
        .trim()
    : null;
  const brand = clipText(topic.replace(/\b(landing page|landing|page)\b/gi, '').trim() || 'Fake Brand', 60);
  return {
    title: clipText(`${brand} | Landing page`, 120),
    brand,
    hero: {
      eyebrow: 'New this season',
      headline: baseHeadline || clipText(`The best ${topic}`, 140),
      subheadline: clipText(`A landing page for "${topic}", written by the fake OpenAI server.`, 400),
      cta_label: 'Get started',
    },
    benefits: {
      heading: 'Why people choose us',
      items: [
        { icon: '⚡', title: 'Fast results', text: `See progress with ${topic} in weeks, not months.` },
        { icon: '🎯', title: 'Made for you', text: 'A plan built around your goals and your schedule.' },
        { icon: '🤝', title: 'Real support', text: 'A real person answers every question within a day.' },
      ],
    },
    social_proof: {
      heading: 'Trusted by our customers',
      stats: [
        { value: '1,200+', label: 'Happy clients' },
        { value: '4.9/5', label: 'Average rating' },
      ],
      testimonials: [
        { quote: 'The best decision I made this year.', name: 'Jordan Lee', role: 'Customer since 2023' },
        { quote: 'Clear, friendly and it works.', name: 'Sam Rivera', role: 'Small business owner' },
      ],
    },
    call_to_action: {
      headline: 'Ready to start?',
      text: 'Book a free first call and get a plan within a week.',
      button_label: 'Book a free call',
    },
    contact: {
      heading: 'Get in touch',
      text: 'Leave your details and we will call you back.',
      fields: [
        { name: 'full_name', label: 'Name', type: 'text', required: true },
        { name: 'email', label: 'Email', type: 'email', required: true },
        { name: 'message', label: 'Message', type: 'textarea', required: false },
      ],
      submit_label: 'Send',
    },
    footer: `© ${brand}. Made by the fake OpenAI server.`,
    css: '.hero h1 { letter-spacing: -0.02em; }',
  };
}

/** 'landing_design' (landing.v1): a dark theme when the request says dark, else a warm one, and CSS naming it. */
export function landingDesignReply(prompt: string): Json {
  const request = landingRequest(prompt, 'Design change requested');
  const dark = /dark/i.test(request);
  const theme = dark
    ? { primary: '#818cf8', secondary: '#a78bfa', background: '#111827', text: '#f9fafb', accent: '#fbbf24' }
    : { primary: '#dc2626', secondary: '#ea580c', background: '#fffbeb', text: '#1c1917', accent: '#16a34a' };
  const note = clipText(request.replace(/\*\/|[<>]/g, ' '), 200);
  return { theme, css: `/* fake design: ${note} */\n.card { border-radius: 1.5rem; }` };
}
