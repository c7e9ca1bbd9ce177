export { CsvPersonaPage } from './CsvPersonaPage';
