// An authenticated read: JWT verification plus one user lookup in the database.
/** @type {import('../lib/cases.mjs').BenchCase} */
export default {
  name: 'GET /api/auth/profile/',
  async request(ctx) {
    const { access } = await ctx.user();
    return { method: 'GET', path: '/api/auth/profile/', headers: { authorization: `Bearer ${access}` } };
  },
};
