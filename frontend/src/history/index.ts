export { HistoryPage } from './HistoryPage';
export { HistoryEntryCard } from './HistoryEntryCard';
export { useEntryDetails, type EntryDetails } from './useEntryDetails';
