import type { components } from '@leadscope/shared/api-types';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { api as appApi, ApiError, SERVICE_UNAVAILABLE, type Api } from '../lib/httpClient';
import { tokenStore, type TokenStore } from '../lib/tokens';
import { displayName, permissionsOf } from '../lib/user';
import type { RegistrationForm } from '../lib/validation';

/** POST /auth/login/ and /auth/register/, as the API's OpenAPI document generates them (npm run api:types). */
type SessionResponse = components['schemas']['SessionResponseDto'];

export interface LoginParams {
  /** A username or an e-mail address. */
  username: string;
  password: string;
}

/** Registration goes through authProvider.login so react-admin treats it as a sign-in. */
export interface RegisterParams extends RegistrationForm {
  mode: 'register';
}

export interface LeadScopeAuthProvider extends AuthProvider {
  getIdentity: NonNullable<AuthProvider['getIdentity']>;
  getPermissions: NonNullable<AuthProvider['getPermissions']>;
  /** Revokes the refresh token on the server and clears the storage even if that call fails; false if it failed. */
  endSession(): Promise<boolean>;
}

export function createAuthProvider({ api, tokens }: { api: Api; tokens: TokenStore }): LeadScopeAuthProvider {
  /** The stored session has been checked against the server since the page loaded (or it was just created). */
  let verified = false;
  let verifying: Promise<void> | null = null;

  async function verifySession() {
    try {
      const { user } = await api.get<components['schemas']['UserResponseDto']>('/auth/profile/');
      tokens.setUser(user);
      verified = true;
    } catch (error) {
      // An outage says nothing about the session: stay signed in and check again on the next navigation.
      if (error instanceof ApiError && error.status === 503) return;
      tokens.clear();
      throw { message: false };
    }
  }

  async function endSession(): Promise<boolean> {
    verified = false;
    const refresh = tokens.getRefresh();
    if (!tokens.getAccess() && !refresh) {
      tokens.clear();
      return true;
    }
    try {
      await api.post('/auth/logout/', refresh ? { refresh } : {});
      return true;
    } catch {
      return false;
    } finally {
      tokens.clear();
    }
  }

  return {
    async login(params: LoginParams | RegisterParams) {
      let session: SessionResponse;
      if ('mode' in params && params.mode === 'register') {
        const { username, email, password, password2, first_name, last_name } = params;
        const body = { username, email, password, password2, first_name, last_name };
        session = await api.post<SessionResponse>('/auth/register/', body, { auth: false });
      } else {
        const { username, password } = params;
        session = await api.post<SessionResponse>('/auth/login/', { username, password }, { auth: false });
      }
      if (!session?.success || !session.tokens?.access || !session.user) {
        throw new ApiError(500, 'Unexpected response from the server', session);
      }
      tokens.setSession(session.tokens, session.user);
      verified = true;
    },

    async logout() {
      await endSession();
    },

    async checkAuth() {
      if (!tokens.getAccess()) {
        verified = false;
        throw { message: false };
      }
      if (verified) return;
      verifying ??= verifySession().finally(() => {
        verifying = null;
      });
      await verifying;
    },

    async checkError(error: { status?: number } | undefined) {
      const status = error?.status;
      if (status === 401) {
        verified = false;
        tokens.clear();
        throw new Error('Your session has ended. Please sign in again.');
      }
      if (status === 503) {
        throw { logoutUser: false, redirectTo: false, message: SERVICE_UNAVAILABLE };
      }
      if (status === 403) {
        // Forbidden is about this action, not the session: stay signed in, stay on the page.
        throw { logoutUser: false, redirectTo: false, message: 'You are not allowed to do this.' };
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = tokens.getUser();
      if (!user) throw new Error('Not signed in');
      return { id: user.id, fullName: displayName(user), avatar: user.profilePicture ?? undefined };
    },

    async getPermissions() {
      return permissionsOf(tokens.getUser());
    },

    endSession,
  };
}

export const authProvider = createAuthProvider({ api: appApi, tokens: tokenStore });
