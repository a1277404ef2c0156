import { systemProof, wallKeyFor } from '../src/platform/tenancy/database-wall.js';

/** The APP_SECRET of every test app, and the database wall's key it gives. */
export const TEST_APP_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
export const TEST_WALL_KEY = wallKeyFor(TEST_APP_SECRET);
/** What migrateDatabase is given in the tests that call it themselves. */
export const TEST_WALL = { wallKey: TEST_WALL_KEY, systemProof: systemProof(TEST_WALL_KEY) };
