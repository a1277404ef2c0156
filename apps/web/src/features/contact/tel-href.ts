/** A tel: link from a number as people write it ('1300 448 447', '+61 7 3000 0000'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
