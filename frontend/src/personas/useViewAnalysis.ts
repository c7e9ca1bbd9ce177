import { useState } from 'react';
import { notify } from '../lib/notify';
import type { SearchResultItem } from '../search/lib/types';
import { personasApi } from './api';
import {
  knownTarget,
  personaAvailable,
  personaFromResponse,
  personaWindowPath,
  POPUP_FEATURES,
  type PersonaTarget,
} from './lib/availability';
import { PERSONA_MESSAGES } from './lib/messages';
import { usePersonaState } from './personaStore';

const windowName = (target: PersonaTarget) =>
  'personaId' in target ? `persona-${target.personaId}` : `persona-result-${target.resultId}`;

/**
 * A result's Persona Analysis cell: whether it offers the analysis, and 'View Analysis', which opens the 1200x800
 * pop-up from local data, else the result's own data, else after asking the server (spec §4).
 */
export function useViewAnalysis(item: SearchResultItem) {
  const { local } = usePersonaState();
  const [loading, setLoading] = useState(false);
  const available = personaAvailable(item, local);

  const view = async () => {
    const target = knownTarget(item, local);
    if (target) {
      if (!window.open(personaWindowPath(target), windowName(target), POPUP_FEATURES)) {
        notify.error(PERSONA_MESSAGES.popupBlocked);
      }
      return;
    }
    // Opened now, while the click still counts as the user's, and pointed at the persona once it is known.
    const popup = window.open('', `persona-result-${item.id}`, POPUP_FEATURES);
    setLoading(true);
    try {
      const found = personaFromResponse(await personasApi.getForResults([item.id]), item.id);
      if (found.kind !== 'found') {
        popup?.close();
        notify.error(found.kind === 'missing' ? PERSONA_MESSAGES.detailMissing : PERSONA_MESSAGES.notAvailable);
        return;
      }
      const path = personaWindowPath({ personaId: found.view.id });
      if (popup) popup.location.href = path;
      else if (!window.open(path, windowName({ personaId: found.view.id }), POPUP_FEATURES)) {
        notify.error(PERSONA_MESSAGES.popupBlocked);
      }
    } catch (error) {
      console.warn('[personas] persona detail failed', error);
      popup?.close();
      notify.error(PERSONA_MESSAGES.detailFailed);
    } finally {
      setLoading(false);
    }
  };

  return { available, loading, view };
}
