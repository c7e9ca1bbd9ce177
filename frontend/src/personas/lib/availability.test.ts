import { describe, expect, it } from 'vitest';
import { lead } from '../../search/lib/testing';
import {
  knownTarget,
  localRecordFor,
  personaAvailable,
  personaFromResponse,
  personaWindowPath,
  POPUP_FEATURES,
} from './availability';
import { emptyLocalPersonas, withRecords } from './records';
import { analysis, personaView } from './testing';
import type { PersonaAnalysis, PersonaRecord } from './types';

const URL_A = 'https://www.linkedin.com/in/jane-doe';
/** Not an answer the API documents, but one the cell reads defensively as no analysis. */
const EMPTY_ANALYSIS = {} as PersonaAnalysis;
const record = (overrides: Partial<PersonaRecord> = {}): PersonaRecord => ({
  linkedinUrl: URL_A,
  personaId: 12,
  status: 'analyzed',
  linkedinData: null,
  analysis: analysis(),
  error: null,
  ...overrides,
});

describe('persona availability', () => {
  it("is 'Not analyzed' unless the status is completed with analysis data", () => {
    expect(personaAvailable(lead())).toBe(false);
    expect(personaAvailable(lead({}, { persona_analysis_status: 'completed', persona_analysis: null }))).toBe(false);
    expect(personaAvailable(lead({}, { persona_analysis_status: 'completed', persona_analysis: EMPTY_ANALYSIS }))).toBe(
      false,
    );
    expect(personaAvailable(lead({}, { persona_analysis_status: 'not_analyzed', persona_analysis: analysis() }))).toBe(
      false,
    );
    expect(personaAvailable(lead({}, { persona_analysis_status: 'completed', persona_analysis: analysis() }))).toBe(
      true,
    );
  });

  it('is available from local data, by result id or by the profile the result names', () => {
    const byId = lead({}, { id: 'r_local' });
    const byUrl = lead({ linkedin_url: 'https://uk.linkedin.com/in/Jane-Doe/' });
    const local = withRecords(
      emptyLocalPersonas(),
      [record()],
      [
        {
          id: URL_A,
          name: 'n',
          company: 'c',
          linkedinUrl: URL_A,
          searchResultId: 'r_local',
          searchResultIds: ['r_local'],
        },
      ],
    );
    expect(personaAvailable(byId, local)).toBe(true);
    expect(personaAvailable(byUrl, { byResultId: {}, byUrl: local.byUrl })).toBe(true);
  });

  it('ignores local blocks that were not analysed', () => {
    const local = { byResultId: { r_x: record({ status: 'incomplete' }) }, byUrl: {} };
    expect(localRecordFor(lead({}, { id: 'r_x' }), local)).toBeNull();
  });
});

describe('where View Analysis goes', () => {
  it('prefers local data, then the embedded data, else asks the server', () => {
    const embedded = lead({}, { id: 'r_e', persona_analysis_status: 'completed', persona_analysis: analysis() });
    const local = { byResultId: { r_e: record({ personaId: 5 }) }, byUrl: {} };
    expect(knownTarget(embedded, local)).toEqual({ personaId: 5 });
    expect(knownTarget(embedded)).toEqual({ resultId: 'r_e' });
    expect(knownTarget({ ...embedded, persona_id: 9 })).toEqual({ personaId: 9 });
    expect(knownTarget(lead())).toBeNull();
  });

  it('finds the persona of the result in the server answer, telling a missing answer from no analysis', () => {
    const view = personaView({ id: 3, linkedin_url: URL_A });
    expect(personaFromResponse({ data: { r1: view } }, 'r1')).toEqual({ kind: 'found', view });
    expect(personaFromResponse({ data: {} }, 'r1')).toEqual({ kind: 'none' });
    expect(personaFromResponse({ data: { r1: { ...view, persona_analysis: EMPTY_ANALYSIS } } }, 'r1')).toEqual({
      kind: 'none',
    });
    expect(personaFromResponse({}, 'r1')).toEqual({ kind: 'missing' });
    expect(personaFromResponse(null, 'r1')).toEqual({ kind: 'missing' });
  });

  it('opens a 1200x800 pop-up at the persona route', () => {
    expect(POPUP_FEATURES).toContain('width=1200,height=800');
    expect(personaWindowPath({ personaId: 12 })).toBe('/persona/12');
    expect(personaWindowPath({ resultId: 'r 1' })).toBe('/persona/result/r%201');
  });
});
