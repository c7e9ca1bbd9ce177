import { notify } from '../lib/notify';
import { PERSONA_MESSAGES } from './lib/messages';

/** Puts text on the clipboard and says how it went. */
export async function copyToClipboard(text: string, done: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('No clipboard access');
    await navigator.clipboard.writeText(text);
    notify.success(done);
    return true;
  } catch (error) {
    console.warn('[personas] copy failed', error);
    notify.error(PERSONA_MESSAGES.copyFailed);
    return false;
  }
}
