import { AccountStatistics } from './account-statistics';

describe('AccountStatistics', () => {
  it('reports 0 for statistics nobody counts yet', async () => {
    await expect(new AccountStatistics().collect(1)).resolves.toEqual({ total_searches: 0, total_personas: 0 });
  });

  it('asks the registered counters for the user', async () => {
    const statistics = new AccountStatistics();
    statistics.register('total_searches', async (userId) => userId * 10);
    await expect(statistics.collect(4)).resolves.toEqual({ total_searches: 40, total_personas: 0 });
  });

  it('shows 0 when a counter fails instead of failing the whole call', async () => {
    const statistics = new AccountStatistics();
    statistics.register('total_personas', async () => {
      throw new Error('index offline');
    });
    await expect(statistics.collect(1)).resolves.toEqual({ total_searches: 0, total_personas: 0 });
  });

  it('refuses a second counter for the same statistic', () => {
    const statistics = new AccountStatistics();
    statistics.register('total_searches', async () => 1);
    expect(() => statistics.register('total_searches', async () => 2)).toThrow(/registered twice/);
  });
});
