import type { Permission } from './user';

export type TabValue =
  'search' | 'landing' | 'history' | 'csv-persona' | 'profile' | 'admin' | 'csv-upload' | 'db-query';

export interface TabDef {
  value: TabValue;
  label: string;
  path: `/${TabValue}`;
  adminOnly: boolean;
}

const tab = (value: TabValue, label: string, adminOnly = false): TabDef => ({
  value,
  label,
  path: `/${value}`,
  adminOnly,
});

/** The workspace tabs in display order (spec part 1 §2.3); admin tabs last. */
export const TABS: readonly TabDef[] = [
  tab('search', 'Search'),
  tab('landing', 'Landing Builder'),
  tab('history', 'History'),
  tab('csv-persona', 'CSV Personas'),
  tab('profile', 'Profile'),
  tab('admin', 'Super Admin', true),
  tab('csv-upload', 'CSV Upload', true),
  tab('db-query', 'DB Query', true),
];

export const DEFAULT_TAB: TabValue = 'search';

export function visibleTabs(permission: Permission | undefined): TabDef[] {
  return TABS.filter((t) => !t.adminOnly || permission === 'admin');
}

/** The tab a path belongs to (its first segment), or undefined outside the tabs. */
export function tabForPath(pathname: string): TabDef | undefined {
  const segment = pathname.split('/').filter(Boolean)[0];
  return TABS.find((t) => t.value === segment);
}
