import type { PersonaAnalysis, PersonaReply } from '../../src/ai/prompts/persona.v1';
import type { LinkedInData } from '../../src/linkedin/linkedin-data';

/** Test data for the AI prompts and adapter: fresh objects on every call, overrides on top. */

export const ABOUT =
  'I build data teams that ship. Our dashboards cut reporting time in half.<br>I care about measurable ROI and clear ownership.';

export function linkedInProfile(overrides: Partial<LinkedInData> = {}): LinkedInData {
  return {
    linkedin_url: 'https://www.linkedin.com/in/jane-doe',
    name: 'Jane Doe',
    first_name: 'Jane',
    last_name: 'Doe',
    position: 'Head of Data at Acme',
    current_company_name: 'Acme',
    current_company: { name: 'Acme', title: 'Head of Data', link: 'https://www.linkedin.com/company/acme' },
    location: 'Raleigh',
    city: 'Raleigh, North Carolina, United States',
    country_code: 'US',
    about: ABOUT,
    followers: 2423,
    connections: 500,
    recommendations_count: 1,
    recommendations: ['John Roe “Jane turned our messy warehouse into a product.”'],
    posts: [
      {
        title: 'Our Q3 results are in: self-serve analytics paid off',
        link: 'https://www.linkedin.com/posts/1',
        img: null,
        created_at: '2026-07-01T00:00:00.000Z',
        interaction: '12 likes',
      },
    ],
    activity: [{ title: 'Great post on data contracts', interaction: 'Liked by Jane Doe', link: null, img: null }],
    education: [
      {
        title: 'State University',
        degree: 'BSc',
        field: 'Statistics',
        start_year: '2010',
        end_year: '2014',
        url: null,
      },
    ],
    experience: [
      {
        title: 'Head of Data',
        company: 'Acme',
        location: 'Raleigh',
        start_date: 'Nov 2023',
        end_date: 'Present',
        description: 'Leads a team of twelve analysts and engineers.',
      },
      {
        title: 'Analyst',
        company: 'Globex',
        location: null,
        start_date: 'Jun 2018',
        end_date: 'Oct 2023',
        description: null,
      },
    ],
    certifications: [{ title: 'Tableau Author', subtitle: 'Tableau' }],
    avatar: null,
    scraped_at: '2026-08-01T06:23:56.970Z',
    ...overrides,
  };
}

/** A reply the model could give for linkedInProfile(), evidence as plain quotes. */
export function personaReplyFor(overrides: Partial<PersonaReply> = {}): PersonaReply {
  return {
    profile_summary: 'Jane Doe leads data at Acme.',
    communication_style: {
      style: 'Direct',
      information_preference: 'Data first',
      response_pattern: 'Replies briefly',
    },
    persona: {
      personality_traits: [
        {
          trait: 'Analytical',
          level: 'high',
          description: 'Backs decisions with data.',
          evidence: ['I build data teams that ship.'],
        },
      ],
      professional_interests: ['Data engineering'],
      messaging_tone: {
        recommended_approach: 'Lead with numbers.',
        key_talking_points: ['Reporting time'],
        avoid_topics: ['Hype'],
      },
    },
    enhanced_persona: {
      personae: 'The Analyst',
      personae_accuracy: 0.82,
      appetite_for_risk: 'low',
      decision_making_drivers: ['ROI evidence'],
      decision_driver_evidence: [{ driver: 'ROI evidence', evidence: ['I care about measurable ROI'] }],
      preferred_channels: ['Email'],
      communication_style: 'Concise',
      suggested_email_tone: 'Concise and factual',
    },
    ice_breakers: ['Congratulations on the Q3 results.'],
    topics_of_interest: ['Analytics'],
    ...overrides,
  };
}

/** A stored analysis, as the e-mail prompt receives it. */
export function personaAnalysis(overrides: Partial<PersonaAnalysis> = {}): PersonaAnalysis {
  const reply = personaReplyFor();
  return {
    ...reply,
    persona: {
      ...reply.persona,
      personality_traits: reply.persona.personality_traits.map((trait) => ({
        ...trait,
        evidence: trait.evidence.map((quote) => ({ quote, found_in_profile: true })),
      })),
    },
    enhanced_persona: {
      ...reply.enhanced_persona,
      decision_making_drivers: ['ROI evidence', 'Team growth'],
      decision_driver_evidence: [
        { driver: 'ROI evidence', evidence: [{ quote: 'I care about measurable ROI', found_in_profile: true }] },
        { driver: 'Team growth', evidence: [] },
      ],
    },
    ice_breakers: ['Congratulations on the Q3 results.', 'Twelve analysts is quite a team.', 'Data contracts!'],
    ...overrides,
  };
}
