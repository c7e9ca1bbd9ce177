import { describe, expect, it } from 'vitest';
import {
  emptyLocalPersonas,
  mergeBlocks,
  recordFromProfile,
  recordFromView,
  saveRequestFor,
  withRecords,
} from './records';
import { analysis as analysisOf, linkedInData, personaView, profileResult } from './testing';
import type { PersonaCandidate, PersonaRecord, ProfileResult } from './types';

const URL_A = 'https://www.linkedin.com/in/jane-doe';
const analysis = analysisOf({ profile_summary: 'Builds data teams.' });

const profile = (overrides: Partial<ProfileResult> = {}): ProfileResult =>
  profileResult({
    linkedin_url: URL_A,
    linkedin_data: linkedInData({ name: 'Jane Doe' }),
    persona_analysis: { success: true, ...analysis },
    persona_id: 12,
    ...overrides,
  });

const candidate = (url: string, ids: string[]): PersonaCandidate => ({
  id: url,
  name: 'n',
  company: 'c',
  linkedinUrl: url,
  searchResultId: ids[0],
  searchResultIds: ids,
});

describe('recordFromProfile', () => {
  it('keeps an analysed profile with its analysis and persona id', () => {
    expect(recordFromProfile(profile())).toMatchObject({
      status: 'analyzed',
      personaId: 12,
      analysis,
      linkedinUrl: URL_A,
      error: null,
    });
  });

  it("keeps a profile with data but no analysis, marked 'Analysis not completed' with the AI's reason", () => {
    const record = recordFromProfile(
      profile({
        persona_analysis: { success: false, error: 'Analysis not completed' },
        error: 'The model answered no JSON',
        persona_id: null,
      }),
    );
    expect(record).toMatchObject({
      status: 'incomplete',
      error: 'Analysis not completed',
      detail: 'The model answered no JSON',
      linkedinData: { name: 'Jane Doe' },
    });
  });

  it('reports a profile that could not be scraped with its error', () => {
    const record = recordFromProfile(
      profile({
        linkedin_data: null,
        persona_analysis: { success: false, error: 'x' },
        error: 'This LinkedIn profile could not be found (dead page).',
      }),
    );
    expect(record).toMatchObject({ status: 'failed', error: 'This LinkedIn profile could not be found (dead page).' });
    expect(recordFromProfile(profile({ linkedin_data: null }), [candidate(URL_A, ['r1'])])).toMatchObject({
      name: 'n',
      company: 'c',
    });
    expect(
      recordFromProfile(profile({ linkedin_data: null, persona_analysis: { success: false, error: '' } })).error,
    ).toBe('LinkedIn analysis failed');
  });
});

describe('recordFromView', () => {
  it('reads a stored persona, keeping the given name and company of a text persona', () => {
    expect(
      recordFromView(
        personaView({
          id: 7,
          linkedin_url: null,
          name: 'Ada',
          company: 'Globex',
          source: 'text',
          persona_analysis: analysis,
          linkedin_data: linkedInData({ about: 'text' }),
        }),
      ),
    ).toMatchObject({ status: 'analyzed', personaId: 7, linkedinUrl: null, name: 'Ada', company: 'Globex' });
  });
});

describe('saving and local data', () => {
  const analysed = recordFromProfile(profile());
  const failed = recordFromProfile(
    profile({
      linkedin_url: 'https://www.linkedin.com/in/x',
      linkedin_data: null,
      persona_analysis: { success: false, error: '' },
    }),
  );

  it('saves only the analysed profiles, with their persona ids, for the given results', () => {
    expect(saveRequestFor([analysed, failed], ['r1', 'r2'])).toEqual({
      persona_results: [{ linkedin_url: URL_A, persona_id: 12 }],
      search_result_ids: ['r1', 'r2'],
    });
    expect(saveRequestFor([failed], ['r1'])).toBeNull();
  });

  it('keys analysed data by URL and by every result that names the profile', () => {
    const local = withRecords(emptyLocalPersonas(), [analysed, failed], [candidate(URL_A, ['r1', 'r2'])]);
    expect(Object.keys(local.byUrl)).toEqual([URL_A]);
    expect(local.byResultId).toEqual({ r1: analysed, r2: analysed });
  });

  it('replaces a block analysed again in place and appends new ones', () => {
    const old: PersonaRecord = { ...analysed, analysis: analysisOf({ profile_summary: 'old' }) };
    const other: PersonaRecord = { ...analysed, linkedinUrl: null, personaId: 9 };
    expect(mergeBlocks([old, other], [analysed, failed])).toEqual([analysed, other, failed]);
  });
});
