import { lazyScreen } from '../../ui/navigation/lazy-screen';

/** The screens the router shows when no route answers: any unmatched path, and a guest on a signed-in path. */
export const NotFoundScreen = lazyScreen(() => import('./NotFoundPage'), 'NotFoundPage');
export const NotLoggedInScreen = lazyScreen(() => import('./NotLoggedInPage'), 'NotLoggedInPage');
