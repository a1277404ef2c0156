import type { AccessScope } from '../../platform/access/with-access.js';
import type { ImportScope } from './kind.js';
import { findUserName } from './data-import.queries.js';

const COUNTRY_NAMES = { AU: 'Australia', NZ: 'New Zealand' } as const;

/** Who imports into which company, from the access scope the import runs in. */
export async function importScopeOf({ tx, auth, company }: AccessScope): Promise<ImportScope> {
  const person = await findUserName(tx, auth.companyId, auth.userId);
  return {
    companyId: auth.companyId,
    userId: auth.userId,
    companyName: company.name,
    countryName: COUNTRY_NAMES[company.country] ?? 'Australia',
    inviter: person ? `${person} of ${company.name}` : company.name,
  };
}
