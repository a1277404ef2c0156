export * from './roles.js';
export * from './companies.js';
export * from './users.js';
export * from './auth.js';
export * from './files.js';
export * from './mail.js';
export * from './payments.js';
export * from './policies.js';
