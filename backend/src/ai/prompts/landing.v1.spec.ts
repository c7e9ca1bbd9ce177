import { landingDesignReply, landingReply } from '../../../test/fakes/openai/fixtures';
import { strictSchemaProblems } from './json-schema.util';
import { LANDING_SOURCE_MAX_CHARS, LandingContent, landingDesignTask, landingTask } from './landing.v1';

const validReply = () =>
  structuredClone(landingReply('Landing page request: fitness coaching')) as unknown as LandingContent;

describe('landingTask (landing.v1)', () => {
  it('names the tasks and their version, with strict schemas', () => {
    const page = landingTask({ prompt: 'bakery', baseHtml: null });
    const design = landingDesignTask({ html: '<p>x</p>', prompt: 'dark' });
    expect([page.name, page.version]).toEqual(['landing_page', 'landing.v1']);
    expect([design.name, design.version]).toEqual(['landing_design', 'landing.v1']);
    expect(strictSchemaProblems(page.jsonSchema)).toEqual([]);
    expect(strictSchemaProblems(design.jsonSchema)).toEqual([]);
  });

  it('sends the request, the base page (cut when long) and the chosen model', () => {
    const plain = landingTask({ prompt: 'bakery in Lyon', baseHtml: null });
    expect(plain.messages[1].content).toBe('Landing page request: bakery in Lyon');
    expect(plain.model).toBeUndefined();

    const long = `<h1>Base</h1>${'x'.repeat(LANDING_SOURCE_MAX_CHARS)}`;
    const based = landingTask({ prompt: 'bakery', baseHtml: long, model: 'gpt-4.1' });
    expect(based.model).toBe('gpt-4.1');
    expect(based.messages[1].content).toContain('<base_page>\n<h1>Base</h1>');
    expect(based.messages[1].content).toContain('<!-- cut -->\n</base_page>');
    expect(based.messages[1].content.length).toBeLessThan(LANDING_SOURCE_MAX_CHARS + 500);
  });

  it('accepts a complete reply and refuses incomplete or inconsistent ones', () => {
    const task = landingTask({ prompt: 'bakery', baseHtml: null });
    expect(task.parse(validReply()).contact.fields.map((field) => field.name)).toEqual([
      'full_name',
      'email',
      'message',
    ]);

    const noTestimonials = validReply();
    noTestimonials.social_proof.testimonials = [];
    expect(() => task.parse(noTestimonials)).toThrow(/social_proof\.testimonials/);

    const badName = validReply();
    badName.contact.fields[0].name = 'Full Name';
    expect(() => task.parse(badName)).toThrow(/lower-case identifier/);

    const twice = validReply();
    twice.contact.fields[1].name = 'full_name';
    expect(() => task.parse(twice)).toThrow('contact.fields: the name "full_name" is used twice');
  });

  it('accepts a design reply with hex colours only', () => {
    const task = landingDesignTask({ html: '<p>x</p>', prompt: 'dark' });
    expect(task.messages[1].content).toBe('Design change requested: dark\n\n<page>\n<p>x</p>\n</page>');
    const reply = landingDesignReply('Design change requested: dark') as { theme: Record<string, string> };
    expect(task.parse(reply).theme.background).toBe('#111827');
    expect(() => task.parse({ ...reply, theme: { ...reply.theme, text: 'red' } })).toThrow(/theme\.text/);
  });
});
