// The face of the imports module: other modules and the composition roots import from this file only.
export { IMPORT_FORMATS, type ImportFormat } from './formats/detect.js';
export { exportImportErrors } from './import-errors-csv.js';
export { IMPORT_JOB, registerImportJob, runImports } from './import-job.js';
export { type ImportPreview, previewImport } from './import-preview.js';
export { importSchema } from './imports.schemas.js';
export { importsRoutes, type ImportsRoutesOptions, readImportUpload } from './imports.routes.js';
export { type ImportResource } from './imports.mapper.js';
export { cancelImport, getImport, type ImportOptions, listImportErrors, listImportNotes, listImports, startImport, type UploadedFile } from './imports.service.js';
