/** The analysis flows (spec part 1 §4 "Analysis"): scrape and analyse selected profiles, or analyse pasted text. */
import { notify } from '../lib/notify';
import { tokenStore } from '../lib/tokens';
import { personasApi } from './api';
import { runScrapeJob } from './lib/job';
import { AnalysisError, analysisSuccessMessage, describeAnalysisError, PERSONA_MESSAGES } from './lib/messages';
import { progressOf } from './lib/progress';
import {
  analysedRecords,
  mergeBlocks,
  recordFromProfile,
  recordFromView,
  saveRequestFor,
  withRecords,
} from './lib/records';
import { scrapeRequestFor } from './lib/selection';
import type { PersonaCandidate, PersonaRecord } from './lib/types';
import { getPersonaState, setPersonaState } from './personaStore';

const currentUser = () => tokenStore.getUser()?.id ?? null;

/** A failed call: its toast (replacing the loading one), and the payment dialog on a 402. */
function reportFailure(error: unknown, toastId?: string, fallback?: string) {
  const problem = describeAnalysisError(error, fallback);
  if (problem.kind === 'payment') {
    notify.error(problem.message, { id: toastId });
    setPersonaState({ payment: { amount: problem.shortfall, reason: problem.message } });
  } else if (problem.kind === 'unavailable') {
    notify.blank(problem.message, { id: toastId });
  } else {
    if (!(error instanceof AnalysisError)) console.error('[personas] analysis failed', error);
    notify.error(problem.message, { id: toastId });
  }
}

/** Links the analysed profiles to the results (a failure is reported but keeps the analysis on screen). */
async function save(records: PersonaRecord[], searchResultIds: string[]): Promise<boolean> {
  const request = saveRequestFor(records, searchResultIds);
  if (!request) {
    notify.error(PERSONA_MESSAGES.nothingToSave);
    return false;
  }
  try {
    await personasApi.savePersonas(request);
    return true;
  } catch (error) {
    console.warn('[personas] save failed', error);
    notify.error(PERSONA_MESSAGES.saveFailed);
    return false;
  }
}

/**
 * Analyses the selected profiles: a loading notice that stays, the job polled for its progress, then the panel
 * filled (profiles with data but no analysis kept), the results linked, and the success count.
 */
export async function analyzeCandidates(selected: readonly PersonaCandidate[]): Promise<void> {
  if (!selected.length) {
    notify.error(PERSONA_MESSAGES.selectAtLeastOne);
    return;
  }
  const request = scrapeRequestFor(selected);
  if (!request.linkedin_urls.length) {
    notify.error(PERSONA_MESSAGES.noUrls);
    return;
  }
  if (getPersonaState().running) return;
  const startedBy = currentUser();
  const toastId = notify.loading(PERSONA_MESSAGES.analyzing);
  setPersonaState({
    running: true,
    progress: progressOf(null, request.linkedin_urls.length),
    profileStates: [],
  });
  try {
    const profiles = await runScrapeJob({
      start: () => personasApi.startScrape(request),
      poll: (jobId) => personasApi.getJob(jobId),
      onProgress: (job) => {
        if (currentUser() !== startedBy) return;
        setPersonaState({
          progress: progressOf(job, request.linkedin_urls.length),
          profileStates: job.profiles_state ?? [],
        });
      },
    });
    if (currentUser() !== startedBy) return;
    const records = profiles.map((profile) => recordFromProfile(profile, selected));
    setPersonaState((current) => ({
      blocks: mergeBlocks(current.blocks, records),
      local: withRecords(current.local, records, selected),
    }));
    const analysed = analysedRecords(records).length;
    const saved = await save(records, request.search_result_ids);
    if (saved) notify.success(analysisSuccessMessage(analysed), { id: toastId });
    else notify.dismiss(toastId);
  } catch (error) {
    if (currentUser() === startedBy) reportFailure(error, toastId);
    else notify.dismiss(toastId);
  } finally {
    if (currentUser() === startedBy) setPersonaState({ running: false, progress: null, profileStates: [] });
  }
}

export interface TextPersonaInput {
  text: string;
  name?: string;
  company?: string;
}

/** A persona from pasted text, added to the panel; answers whether it worked (the dialog closes then). */
export async function analyzeText(input: TextPersonaInput): Promise<boolean> {
  const body = {
    text: input.text.trim(),
    ...(input.name?.trim() ? { name: input.name.trim() } : {}),
    ...(input.company?.trim() ? { company: input.company.trim() } : {}),
  };
  const toastId = notify.loading(PERSONA_MESSAGES.analyzingText);
  try {
    const view = await personasApi.fromText(body);
    const record = recordFromView(view);
    setPersonaState((current) => ({ blocks: mergeBlocks(current.blocks, [record]) }));
    notify.success(PERSONA_MESSAGES.textSuccess, { id: toastId });
    return true;
  } catch (error) {
    reportFailure(error, toastId, PERSONA_MESSAGES.textFailed);
    return false;
  }
}

export const closePaymentPrompt = () => setPersonaState({ payment: null });
