export { CsvUploadPage } from './CsvUploadPage';
