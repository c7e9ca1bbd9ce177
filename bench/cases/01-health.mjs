// The cheapest public endpoint: the floor of the HTTP stack (Express, guards, pipes, error envelope).
/** @type {import('../lib/cases.mjs').BenchCase} */
export default {
  name: 'GET /api/health/',
  request: () => ({ method: 'GET', path: '/api/health/' }),
};
