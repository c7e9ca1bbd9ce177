import { AdminHistoryList } from './AdminHistoryList';

export { ADMIN_HISTORY_RESOURCE, AdminHistoryList } from './AdminHistoryList';

/** The admin history resource's views, for <Resource> or a tab. */
export const adminHistory = { list: AdminHistoryList };
