/** Personal API tokens on the Profile tab: the calls' shapes and the card's logic, kept out of the components. */
import type { components } from '@leadscope/shared/api-types';

type Schemas = components['schemas'];

/** prefix: `lsk_` and the first characters of the secret, to tell tokens apart. */
export type ApiToken = Schemas['ApiTokenDto'];

export type ApiTokenList = Schemas['ApiTokenListDto'];

/** The secret is shown once: the server keeps only its hash. */
export type CreatedApiToken = Schemas['CreatedApiTokenDto'];

export const TOKENS_PATH = '/auth/tokens/';
export const tokenPath = (id: number) => `${TOKENS_PATH}${id}/`;

/** The server's limits (backend api-tokens dto), checked here first so the form answers at once. */
export const MAX_TOKEN_NAME_LENGTH = 100;

export type ExpiryChoice = 'never' | '30' | '90' | '365';
export const EXPIRY_CHOICES: readonly { value: ExpiryChoice; label: string }[] = [
  { value: 'never', label: 'Never' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '365 days' },
];

export const TOKEN_MESSAGES = {
  nameRequired: 'Token name is required',
  nameTooLong: `Token name must be at most ${MAX_TOKEN_NAME_LENGTH} characters`,
  created: 'API token created',
  createFailed: 'Could not create the token',
  revoked: 'API token revoked',
  revokeFailed: 'Could not revoke the token',
  loadFailed: 'Could not load your API tokens',
  copied: 'Token copied to the clipboard',
  copyFailed: 'Copy failed: select the token and copy it by hand',
} as const;

/** The name's problem, or undefined when it is fine (trimmed as the server trims it). */
export function validateTokenName(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return TOKEN_MESSAGES.nameRequired;
  if (trimmed.length > MAX_TOKEN_NAME_LENGTH) return TOKEN_MESSAGES.nameTooLong;
  return undefined;
}

/** The POST body for the form's values. */
export function createTokenBody(name: string, expiry: ExpiryChoice): { name: string; expires_in_days: number | null } {
  return { name: name.trim(), expires_in_days: expiry === 'never' ? null : Number(expiry) };
}

export function isExpired(token: Pick<ApiToken, 'expires_at'>, now: number = Date.now()): boolean {
  return token.expires_at !== null && new Date(token.expires_at).getTime() <= now;
}

function formatDate(value: string, locale?: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

function formatDateTime(value: string, locale?: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
}

/** The card's cells for one token. */
export function tokenCells(token: ApiToken, now: number = Date.now(), locale?: string) {
  const expired = isExpired(token, now);
  return {
    created: formatDate(token.created_at, locale),
    lastUsed: token.last_used_at ? formatDateTime(token.last_used_at, locale) : 'Never used',
    expires: token.expires_at ? formatDate(token.expires_at, locale) : 'Never',
    expired,
  };
}

/** The example the card shows beside a new token, with the address this app is served from. */
export function curlExample(origin: string, secret: string): string {
  return `curl -H "Authorization: Bearer ${secret}" ${origin}/api/usage/info/`;
}
