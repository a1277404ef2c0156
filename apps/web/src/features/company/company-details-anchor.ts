/**
 * The id of the company details section on /user/details, so a link can jump to it. Its own
 * module: the shell's 'Company Details Required' lock links here without loading the form itself.
 */
export const COMPANY_DETAILS_ANCHOR = 'company-details';
