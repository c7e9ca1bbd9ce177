import { linkedInProfile, personaAnalysis } from '../../../test/ai/ai-factories';
import { EmailTaskInput, EMAIL_TYPES, emailTask } from './email.v1';
import { InvalidReplyError } from './json-schema.util';

const input = (overrides: Partial<EmailTaskInput> = {}): EmailTaskInput => ({
  persona: personaAnalysis(),
  linkedinData: linkedInProfile(),
  name: 'Jane Doe',
  company: 'Acme',
  emailType: 1,
  variation: 1,
  ...overrides,
});

const userPrompt = (overrides: Partial<EmailTaskInput> = {}) => emailTask(input(overrides)).messages[1].content;

describe('emailTask (email.v1)', () => {
  it('lists the three e-mail types', () => {
    expect(EMAIL_TYPES).toEqual({ 1: 'Cold Outreach', 2: 'Follow Up', 3: 'Meeting Request' });
  });

  it('names the task and its version', () => {
    const task = emailTask(input());
    expect(task.name).toBe('outreach_email');
    expect(task.version).toBe('email.v1');
  });

  it('tells the model who it writes to, which kind of e-mail, and the persona', () => {
    const prompt = userPrompt({ emailType: 3 });
    expect(prompt).toContain('E-mail type: Meeting Request.');
    expect(prompt).toContain('Recipient name: Jane Doe');
    expect(prompt).toContain('Recipient company: Acme');
    expect(prompt).toContain('Suggested e-mail tone: Concise and factual');
    expect(prompt).toContain('- ROI evidence');
    expect(prompt).toContain('Headline: Head of Data at Acme');
  });

  it('asks for something different for every variation', () => {
    const prompts = [1, 2, 3].map((variation) => userPrompt({ variation }));
    expect(new Set(prompts).size).toBe(3);
    expect(prompts[0]).toContain('This is variation 1');
    expect(prompts[1]).toContain('This is variation 2');
    expect(prompts[1]).toContain('Take a different angle than variations 1 to 1');
    expect(prompts[1]).toContain('Twelve analysts is quite a team.');
  });

  it('works without LinkedIn data or a name', () => {
    const prompt = userPrompt({ linkedinData: null, name: null, company: null });
    expect(prompt).toContain('Recipient name: the recipient');
    expect(prompt).toContain('Recipient company: unknown');
  });

  it('returns subject and body with the personalization taken from the persona', () => {
    const email = emailTask(input()).parse({
      subject: ' Quick question ',
      body: 'Hi Jane,\n\nBest regards,\n[Your Name]',
    });
    expect(email).toEqual({
      subject: 'Quick question',
      body: 'Hi Jane,\n\nBest regards,\n[Your Name]',
      personalization_applied: {
        communication_style: 'Direct',
        email_tone: 'Concise and factual',
        risk_level: 'low',
        top_decision_driver: 'ROI evidence',
      },
    });
  });

  it('has no top decision driver when the persona names none', () => {
    const persona = personaAnalysis();
    persona.enhanced_persona.decision_making_drivers = [];
    expect(
      emailTask(input({ persona })).parse({ subject: 'Hi', body: 'Hello' }).personalization_applied.top_decision_driver,
    ).toBeNull();
  });

  it.each([
    ['an empty body', { subject: 'Hi', body: ' ' }],
    ['a subject on two lines', { subject: 'Hi\nthere', body: 'Hello' }],
    ['a missing subject', { body: 'Hello' }],
  ])('rejects a reply with %s', (_, reply) => {
    expect(() => emailTask(input()).parse(reply)).toThrow(InvalidReplyError);
  });
});
