import { useSyncExternalStore } from 'react';
import { tokenStore } from '../lib/tokens';
import type { Progress } from './lib/progress';
import { emptyLocalPersonas, type LocalPersonas } from './lib/records';
import type { PersonaRecord, ScrapeJob } from './lib/types';

export interface PaymentPrompt {
  /** The credits short, when the server said; the payment dialog starts from it. */
  amount: number | null;
  reason: string;
}

export interface PersonaState {
  /** Analysed data on this device, which the Persona Analysis cells read. */
  local: LocalPersonas;
  /** The LinkedIn Persona Analysis panel's blocks. */
  blocks: PersonaRecord[];
  running: boolean;
  progress: Progress | null;
  profileStates: NonNullable<ScrapeJob['profiles_state']>;
  payment: PaymentPrompt | null;
}

export const initialPersonaState = (): PersonaState => ({
  local: emptyLocalPersonas(),
  blocks: [],
  running: false,
  progress: null,
  profileStates: [],
  payment: null,
});

/**
 * Persona data lives outside the screens, like the search state: it survives a trip to another tab, belongs to the
 * signed-in user, and a new search drops it (spec §4).
 */
let state = initialPersonaState();
let owner = tokenStore.getUser()?.id ?? null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function getPersonaState(): PersonaState {
  const user = tokenStore.getUser()?.id ?? null;
  if (user !== owner) {
    owner = user;
    state = initialPersonaState();
  }
  return state;
}

export function setPersonaState(change: Partial<PersonaState> | ((current: PersonaState) => Partial<PersonaState>)) {
  const current = getPersonaState();
  state = { ...current, ...(typeof change === 'function' ? change(current) : change) };
  emit();
}

/** A new search: the persona data taken from the previous results goes; a running analysis carries on. */
export function resetPersonaData() {
  setPersonaState({ local: emptyLocalPersonas(), blocks: [] });
}

tokenStore.subscribe(() => {
  if (tokenStore.getAccess()) return;
  owner = null;
  state = initialPersonaState();
  emit();
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function usePersonaState(): PersonaState {
  return useSyncExternalStore(subscribe, getPersonaState, getPersonaState);
}
