import { linkedInProfile, personaReplyFor } from '../../../test/ai/ai-factories';
import { InvalidReplyError } from './json-schema.util';
import { personaTask, PersonaReply } from './persona.v1';
import { PROFILE_TEXT_MAX_CHARS } from './profile-text';

const profileTask = () => personaTask({ kind: 'profile', data: linkedInProfile() });

/** The reply with one part replaced, as a plain JSON value (the model's reply is untyped). */
function replyWith(change: (reply: PersonaReply) => void): unknown {
  const reply = personaReplyFor();
  change(reply);
  return JSON.parse(JSON.stringify(reply));
}

describe('personaTask (persona.v1)', () => {
  it('names the task and its version', () => {
    const task = profileTask();
    expect(task.name).toBe('persona_analysis');
    expect(task.version).toBe('persona.v1');
    expect(task.messages.map((message) => message.role)).toEqual(['system', 'user']);
  });

  describe('the prompt', () => {
    it('renders the profile compactly: name, position, company, about, experience, education, posts, more', () => {
      const user = profileTask().messages[1].content;
      for (const expected of [
        'Name: Jane Doe',
        'Headline: Head of Data at Acme',
        'Company: Acme (Head of Data)',
        'Location: Raleigh, North Carolina, United States',
        'I build data teams that ship.',
        '- Head of Data at Acme (Nov 2023 – Present, Raleigh): Leads a team of twelve analysts and engineers.',
        '- BSc, Statistics — State University (2010–2014)',
        '- Tableau Author (Tableau)',
        '- Our Q3 results are in: self-serve analytics paid off (12 likes)',
        '- Great post on data contracts (Liked by Jane Doe)',
        'Jane turned our messy warehouse into a product.',
      ]) {
        expect(user).toContain(expected);
      }
      expect(user).not.toContain('<br>');
      expect(user).toMatch(/<profile>\n[\s\S]+\n<\/profile>/);
    });

    it('tells the model to quote only text from the profile', () => {
      const task = profileTask();
      expect(task.messages[1].content).toMatch(/Quote evidence only from the text between <profile> and <\/profile>/);
      expect(task.messages[0].content).toMatch(/copied word for word/);
    });

    it('caps the profile text however long the profile is', () => {
      const long = 'Another long sentence about data platforms and the teams behind them. '.repeat(60);
      const data = linkedInProfile({
        about: long.repeat(5),
        experience: Array.from({ length: 40 }, (_, i) => ({
          title: `Role ${i}`,
          company: `Company ${i}`,
          location: null,
          start_date: '2010',
          end_date: '2011',
          description: long,
        })),
        posts: Array.from({ length: 40 }, (_, i) => ({
          title: `Post ${i} ${long}`,
          link: null,
          img: null,
          created_at: null,
          interaction: null,
        })),
      });
      const task = personaTask({ kind: 'profile', data });
      expect(task.profileText.length).toBeLessThanOrEqual(PROFILE_TEXT_MAX_CHARS);
      expect(task.profileText).toContain('[… profile shortened]');
      expect(task.messages[1].content.length).toBeLessThan(PROFILE_TEXT_MAX_CHARS + 1_000);
      expect(task.profileText).toContain('Name: Jane Doe');
    });

    it('renders pasted text with the given name and company', () => {
      const task = personaTask({
        kind: 'text',
        text: 'Seasoned CFO.\nI love spreadsheets and careful budgets.',
        name: 'Sam Roe',
        company: 'Initech',
      });
      expect(task.profileText).toBe(
        'Name: Sam Roe\nCompany: Initech\nProfile text:\nSeasoned CFO.\nI love spreadsheets and careful budgets.',
      );
      expect(task.messages[1].content).toContain('pasted');
    });
  });

  describe('parse', () => {
    it('accepts a good reply and marks evidence found in the profile', () => {
      const analysis = profileTask().parse(replyWith(() => undefined));
      expect(analysis.profile_summary).toBe('Jane Doe leads data at Acme.');
      expect(analysis.persona.personality_traits[0].evidence).toEqual([
        { quote: 'I build data teams that ship.', found_in_profile: true },
      ]);
      expect(analysis.enhanced_persona.decision_driver_evidence).toEqual([
        { driver: 'ROI evidence', evidence: [{ quote: 'I care about measurable ROI', found_in_profile: true }] },
      ]);
    });

    it('marks a quote that is not in the profile as not found', () => {
      const analysis = profileTask().parse(
        replyWith((reply) => {
          reply.persona.personality_traits[0].evidence = ['I build data teams that ship.', 'I hate meetings.'];
        }),
      );
      expect(analysis.persona.personality_traits[0].evidence.map((item) => item.found_in_profile)).toEqual([
        true,
        false,
      ]);
    });

    it('checks quotes against pasted text too', () => {
      const task = personaTask({ kind: 'text', text: 'Seasoned CFO. I love spreadsheets and careful budgets.' });
      const analysis = task.parse(
        replyWith((reply) => {
          reply.persona.personality_traits[0].evidence = ['"I love spreadsheets…"', 'I love Excel'];
        }),
      );
      expect(analysis.persona.personality_traits[0].evidence.map((item) => item.found_in_profile)).toEqual([
        true,
        false,
      ]);
    });

    it('gives every decision driver an evidence entry, in order, and drops entries for unknown drivers', () => {
      const analysis = profileTask().parse(
        replyWith((reply) => {
          reply.enhanced_persona.decision_making_drivers = ['Team growth', 'ROI evidence'];
          reply.enhanced_persona.decision_driver_evidence = [
            { driver: 'roi  EVIDENCE', evidence: ['I care about measurable ROI'] },
            { driver: 'Something else', evidence: ['I build data teams that ship.'] },
          ];
        }),
      );
      expect(analysis.enhanced_persona.decision_driver_evidence).toEqual([
        { driver: 'Team growth', evidence: [] },
        { driver: 'ROI evidence', evidence: [{ quote: 'I care about measurable ROI', found_in_profile: true }] },
      ]);
    });

    it.each<[string, (reply: PersonaReply) => void]>([
      ['an unknown trait level', (r) => ((r.persona.personality_traits[0] as { level: string }).level = 'extreme')],
      ['an accuracy above 1', (r) => (r.enhanced_persona.personae_accuracy = 1.2)],
      [
        'an unknown risk appetite',
        (r) => ((r.enhanced_persona as { appetite_for_risk: string }).appetite_for_risk = 'wild'),
      ],
      ['an empty summary', (r) => (r.profile_summary = '   ')],
      ['no traits', (r) => (r.persona.personality_traits = [])],
      ['no ice breakers', (r) => (r.ice_breakers = [])],
      ['eleven ice breakers', (r) => (r.ice_breakers = Array.from({ length: 11 }, (_, i) => `Opener ${i}`))],
      ['an overlong summary', (r) => (r.profile_summary = 'x'.repeat(1501))],
      ['an overlong quote', (r) => (r.persona.personality_traits[0].evidence = ['x'.repeat(401)])],
      ['a missing section', (r) => delete (r as Partial<PersonaReply>).enhanced_persona],
    ])('rejects a reply with %s', (_, change) => {
      expect(() => profileTask().parse(replyWith(change))).toThrow(InvalidReplyError);
    });

    it('rejects what is not an object at all', () => {
      expect(() => profileTask().parse('Sure! Here is the persona')).toThrow(InvalidReplyError);
    });
  });
});
