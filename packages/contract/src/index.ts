// Public surface of @hondana/contract: shared by apps/server and apps/web.
export * from './constants';
export * from './enums';
export * from './errors';
export * from './ip-cidr';
export * from './validation';
export * from './wire';
export * from './wire-company';
export * from './wire-auth';
export * from './wire-user';
export * from './wire-content';
export * from './content-csv';
export * from './wire-content-import';
export * from './wire-search';
export * from './wire-user-admin';
export * from './wire-user-group';
export * from './wire-mail-template';
export * from './wire-branding';
