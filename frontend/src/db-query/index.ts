export { DbQueryScreen } from './DbQueryScreen';
