// The certificates feature's public surface: other features import only what is exported here.
export { certificateErrorMessages, useAccountGetOwnCertificatesQuery } from './api/certificateApi';
export { CourseCertificate } from './components/CourseCertificate';
