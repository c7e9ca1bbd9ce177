/**
 * LinkedIn persona analysis: the Search Results' 'Analyze LinkedIn (N)' and 'Persona from Text' buttons, the
 * progress and the LinkedIn Persona Analysis panel below the results, the Persona Analysis cell's hook, the
 * 'View Analysis' pop-up route, and the profile selection list for other screens.
 */
export { PersonaActions } from './PersonaActions';
export { PersonaSection } from './PersonaSection';
export { PersonaWindow } from './PersonaWindow';
export { ProfileSelectionList } from './ProfileSelectionList';
export { useViewAnalysis } from './useViewAnalysis';
export { resetPersonaData } from './personaStore';
export { analyzeCandidates } from './analysis';
export { extractCandidates } from './lib/candidates';
export { NOT_ANALYZED } from './lib/availability';
export type { PersonaCandidate } from './lib/types';
