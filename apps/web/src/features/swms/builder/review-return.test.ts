import { describe, expect, it } from 'vitest';
import { backGoesToReview, fromReviewPath, isFromReview, pathAfterSave, pathWithinPart, returnsToReview } from './review-return';

const id = 'swms-1';

describe('a builder screen opened from the review', () => {
  it('is marked in its address', () => {
    expect(fromReviewPath('pc-details', id)).toBe('/swms/pc-details?swmsId=swms-1&from=review');
    expect(isFromReview('?swmsId=swms-1&from=review')).toBe(true);
    expect(fromReviewPath('swms-template', id)).toBe('/swms/swms-template?swmsId=swms-1');
    expect(isFromReview('?swmsId=swms-1')).toBe(false);
  });

  it('goes back to the review after saving, instead of on to the next step', () => {
    expect(pathAfterSave('pc-details', true, 'section-details', id)).toBe('/swms/generate-swms?swmsId=swms-1');
    expect(pathAfterSave('links', true, 'generate-swms', id)).toBe('/swms/generate-swms?swmsId=swms-1');
    expect(returnsToReview('section-one', true)).toBe(true);
    expect(backGoesToReview('section-one', true)).toBe(true);
  });

  it('walks the work activities part (trades, activities, hazards and controls) before going back', () => {
    expect(pathAfterSave('choose-trade', true, 'view-activities', id)).toBe('/swms/view-activities?swmsId=swms-1&from=review');
    expect(pathAfterSave('view-activities', true, 'work-activities', id)).toBe('/swms/work-activities?swmsId=swms-1&from=review');
    expect(pathAfterSave('work-activities', true, 'links', id)).toBe('/swms/generate-swms?swmsId=swms-1');
    expect(pathWithinPart('work-activities-customize', true, 'work-activities', id)).toBe('/swms/work-activities?swmsId=swms-1&from=review');
    expect(pathWithinPart('view-activities', true, 'choose-trade', id)).toBe('/swms/choose-trade?swmsId=swms-1&from=review');
    expect(returnsToReview('choose-trade', true)).toBe(false);
    expect(returnsToReview('work-activities', true)).toBe(true);
    expect(backGoesToReview('view-activities', true)).toBe(false);
    expect(backGoesToReview('choose-trade', true)).toBe(true);
  });

  it('changes nothing for a screen reached step by step', () => {
    expect(pathAfterSave('pc-details', false, 'section-details', id)).toBe('/swms/section-details?swmsId=swms-1');
    expect(pathAfterSave('choose-trade', false, 'view-activities', id)).toBe('/swms/view-activities?swmsId=swms-1');
    expect(pathWithinPart('work-activities', false, 'view-activities', id)).toBe('/swms/view-activities?swmsId=swms-1');
    expect(returnsToReview('pc-details', false)).toBe(false);
    expect(backGoesToReview('pc-details', false)).toBe(false);
  });
});
