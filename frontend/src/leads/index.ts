export { LeadDetail } from './LeadDetail';
