import { useLocation } from 'react-router';
import { swmsPath } from '../swms-api';

/*
 * A builder screen opened from the review (its Edit or "Fix this") carries `from=review` in its
 * address. Saving it then goes straight back to the review instead of on through every later
 * step; the other steps' answers are saved already, so nothing is lost. The work activities part
 * spans three screens (trades, then activities, then hazards and controls, where one activity is
 * customised on a screen of its own): within it the mark is passed on, and the part's last screen
 * goes back to the review.
 */

const FROM_REVIEW = 'from=review';

/** The next screen of the same part, for the screens that lead on to one. */
const LEADS_ON: Readonly<Record<string, readonly string[]>> = {
  'choose-trade': ['view-activities'],
  'view-activities': ['work-activities', 'choose-trade'],
  'work-activities': ['work-activities-customize', 'view-activities'],
  'work-activities-customize': ['work-activities'],
};

/** A builder screen's address, marked as opened from the review (the review's own template screen needs no mark). */
export function fromReviewPath(route: string, swmsId: string): string {
  return route === 'swms-template' ? swmsPath(route, swmsId) : `${swmsPath(route, swmsId)}&${FROM_REVIEW}`;
}

export function isFromReview(search: string): boolean {
  return new URLSearchParams(search).get('from') === 'review';
}

/** Where a screen's Save and continue goes: its next screen, or back to the review when it was opened from there and ends its part. */
export function pathAfterSave(current: string, fromReview: boolean, next: string, swmsId: string): string {
  if (!fromReview) return swmsPath(next, swmsId);
  if (LEADS_ON[current]?.includes(next)) return fromReviewPath(next, swmsId);
  return swmsPath('generate-swms', swmsId);
}

/** A move within the screen's part (to another screen of the work activities, say), keeping the mark. */
export function pathWithinPart(current: string, fromReview: boolean, route: string, swmsId: string): string {
  return fromReview && LEADS_ON[current]?.includes(route) ? fromReviewPath(route, swmsId) : swmsPath(route, swmsId);
}

/** Does Save and continue on this screen go back to the review? */
export function returnsToReview(current: string, fromReview: boolean): boolean {
  return fromReview && current !== 'choose-trade' && current !== 'view-activities' && current !== 'work-activities-customize';
}

/** Does Back on this screen go back to the review (without saving)? Not inside the work activities part. */
export function backGoesToReview(current: string, fromReview: boolean): boolean {
  return fromReview && current !== 'view-activities' && current !== 'work-activities-customize';
}

/** The current builder screen's way back to the review, read from the address. */
export function useReviewReturn() {
  const location = useLocation();
  const current = location.pathname.replace(/^\/swms\//, '').replace(/\/$/, '');
  const fromReview = isFromReview(location.search);
  return {
    fromReview,
    /** Save and continue goes back to the review. */
    endsAtReview: returnsToReview(current, fromReview),
    /** Back goes back to the review. */
    backToReview: backGoesToReview(current, fromReview),
    afterSave: (next: string, swmsId: string) => pathAfterSave(current, fromReview, next, swmsId),
    within: (route: string, swmsId: string) => pathWithinPart(current, fromReview, route, swmsId),
  };
}
