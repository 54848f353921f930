/** The CSV files the dashboard exports, for German Excel: UTF-8 with BOM, semicolons, CRLF. */
export { CsvFile } from './csv-file';
export { textForCsv } from './csv-text';
