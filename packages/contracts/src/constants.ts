/** Business constants of the product specification (section 9), kept in one place. */

export const PRODUCT_NAME_DEFAULT = 'HiVis';
export const PATENT_NOTE = 'AU Pat Appln No 2021107297';

export const EMAIL_CONFIRMED_REDIRECT_MS = 5_000;
export const TOAST_TIMEOUT_MS = 3_000;
export const ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const TOKEN_REFRESH_DEBOUNCE_MS = 1_000;

/** The web client refreshes its access token when a 401/403 message contains one of these. */
export const TOKEN_EXPIRED = 'tokenExpired';
export const TOKEN_INVALID = 'tokenInvalid';

/** How long each part of a browser's error report may be (client-errors.ts). */
export const CLIENT_ERROR_LIMITS = { message: 1000, stack: 4000, page: 300 } as const;

export const TABLE_LOAD_DELAY_MS = 150;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const AUDIO_PROGRESS_INTERVAL_MS = 1_000;

export const HIDDEN_TEMPLATE_PAGES_MAX = 10;
export const TEMPLATE_UPLOAD_EXTENSIONS = ['.zip', '.doc', '.docx', '.txt', '.pdf'] as const;

export const TABLE_PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const TABLE_DEFAULT_PAGE_SIZE = 5;
export const TABLE_FIXED_PAGE_SIZE = 200;
/** Upper bound for any list endpoint: no endpoint returns an unbounded list. */
export const MAX_PAGE_SIZE = 200;
export const ADMIN_REVIEW_PAGE_SIZE = 200;

export const PHONE_MIN_LENGTH = 8;
export const DEFAULT_COMPANY_NAME = 'New Company';
export const CHECKOUT_COUNTRY = 'AU';
export const BASE_BUNDLE = 'business_essentials';
export const DEFAULT_COUNTRY = 'Australia';
export const DEFAULT_TIME_ZONE = 'Australia/Brisbane';

export const SIGNATURE_PAD_HEIGHT_PX = 350;
export const SIDEBAR_WIDTH_PX = 365;

export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'hh:mm A';

export const RANDOM_ID_LENGTH = 8;
export const RANDOM_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Password rule for every password a person chooses. */
export const PASSWORD_MIN_LENGTH = 8;
