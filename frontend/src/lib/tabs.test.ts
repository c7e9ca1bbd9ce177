import { describe, expect, it } from 'vitest';
import { tabForPath, TABS, visibleTabs } from './tabs';

describe('tabs', () => {
  it('shows users the five workspace tabs with search first', () => {
    expect(visibleTabs('user').map((t) => t.label)).toEqual([
      'Search',
      'Landing Builder',
      'History',
      'CSV Personas',
      'Profile',
    ]);
  });

  it('adds Super Admin, CSV Upload and DB Query for admins', () => {
    expect(visibleTabs('admin').map((t) => t.value)).toEqual(TABS.map((t) => t.value));
    expect(
      visibleTabs('admin')
        .slice(-3)
        .map((t) => t.label),
    ).toEqual(['Super Admin', 'CSV Upload', 'DB Query']);
  });

  it('hides admin tabs while permissions are unknown', () => {
    expect(visibleTabs(undefined).some((t) => t.adminOnly)).toBe(false);
  });

  it('gives every tab its own path', () => {
    expect(TABS.map((t) => t.path)).toEqual([
      '/search',
      '/landing',
      '/history',
      '/csv-persona',
      '/profile',
      '/admin',
      '/csv-upload',
      '/db-query',
    ]);
  });

  it('finds the tab of a path by its first segment', () => {
    expect(tabForPath('/csv-persona')?.label).toBe('CSV Personas');
    expect(tabForPath('/admin/users/3')?.value).toBe('admin');
    expect(tabForPath('/')).toBeUndefined();
    expect(tabForPath('/nowhere')).toBeUndefined();
  });
});
