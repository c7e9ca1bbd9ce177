import { describe, expect, it } from 'vitest';
import { personaAvailable, personaFor } from './persona';
import { lead } from './testing';

describe('persona availability', () => {
  it("is 'Not analyzed' unless the status is completed with analysis data", () => {
    expect(personaAvailable(lead())).toBe(false);
    expect(personaAvailable(lead({}, { persona_analysis_status: 'completed', persona_analysis: null }))).toBe(false);
    expect(personaAvailable(lead({}, { persona_analysis_status: 'completed', persona_analysis: {} }))).toBe(false);
    expect(personaAvailable(lead({}, { persona_analysis_status: 'not_analyzed', persona_analysis: { a: 1 } }))).toBe(
      false,
    );
    expect(personaAvailable(lead({}, { persona_analysis_status: 'completed', persona_analysis: { a: 1 } }))).toBe(true);
  });

  it('is available from local data, which comes before the embedded data', () => {
    const item = lead({}, { persona_analysis_status: 'completed', persona_analysis: { from: 'result' } });
    expect(personaAvailable(lead({}, { id: 'r_local' }), { r_local: { from: 'local' } })).toBe(true);
    expect(personaFor(item, { [item.id]: { from: 'local' } })).toEqual({ from: 'local' });
    expect(personaFor(item)).toEqual({ from: 'result' });
    expect(personaFor(lead())).toBeNull();
  });
});
