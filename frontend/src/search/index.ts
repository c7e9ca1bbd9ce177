export { SearchPage } from './SearchPage';
export { EntryResults } from './EntryResults';
