import request from 'supertest';
import { bearer, signUp } from '../support/factories';
import { listRoutes, RouteInfo } from '../support/routes';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

const PUBLIC_ROUTES = [
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/password-reset/request',
  'POST /api/auth/password-reset/confirm',
  'GET /api/health',
  'POST /api/stripe/webhook',
  // Published landing pages: served at /p/{slug} outside the /api prefix (listRoutes prefixes every route).
  'GET /api/p/1',
  'POST /api/p/1/submit',
];

function send(t: TestApp, route: RouteInfo) {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return request(t.http)[method](route.path);
}

describe.each(dbKinds())('route protection on %s', (kind) => {
  let t: TestApp;
  let routes: RouteInfo[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    routes = listRoutes(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds the routes, and only the expected ones are public', () => {
    expect(routes.length).toBeGreaterThan(10);
    const publicRoutes = routes.filter((route) => route.isPublic).map((route) => `${route.method} ${route.path}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
    expect(routes.some((route) => route.adminOnly)).toBe(true);
  });

  it('answers 401 to anonymous callers on every non-public route', async () => {
    for (const route of routes.filter((r) => !r.isPublic)) {
      const response = await send(t, route);
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
      expect(response.body).toMatchObject({ success: false, code: 'unauthorized' });
    }
  });

  it('answers 403 to signed-in non-admins on every admin route, and lets admins in', async () => {
    const admin = await signUp(t);
    const user = await signUp(t);
    expect(admin.user.is_admin).toBe(true);
    expect(user.user.is_admin).toBe(false);
    for (const route of routes.filter((r) => r.adminOnly)) {
      const denied = await send(t, route).set(bearer(user));
      expect({ route: `${route.method} ${route.path}`, status: denied.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
      });
      const allowed = await send(t, route).set(bearer(admin));
      expect([401, 403]).not.toContain(allowed.status);
    }
  });
});
