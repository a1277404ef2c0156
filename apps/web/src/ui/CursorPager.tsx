import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { TCursorPaging } from './useCursorPaging';

type TCursorPagerProps = {
  paging: TCursorPaging;
  /** The page's cursor to the next one; none on the last page. */
  nextCursor: string | null | undefined;
  /** A page is on its way: the buttons wait for it. */
  busy: boolean;
};

/**
 * Previous, the page number and Next under a list paged by cursor (incidents, pre-start talks,
 * JSAs): shown only when there is more than one page; big enough for a thumb at 360 px.
 */
export function CursorPager({ paging, nextCursor, busy }: TCursorPagerProps) {
  if (paging.page === 1 && !nextCursor) return null;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Button
        variant="default"
        size="md"
        leftSection={<IconChevronLeft aria-hidden />}
        disabled={paging.page === 1 || busy}
        onClick={() => paging.goToPage(paging.page - 1, null)}
      >
        Previous
      </Button>
      <Text size="sm" aria-live="polite">
        Page {paging.page}
      </Text>
      <Button
        variant="default"
        size="md"
        rightSection={<IconChevronRight aria-hidden />}
        disabled={!nextCursor || busy}
        onClick={() => paging.goToPage(paging.page + 1, nextCursor)}
      >
        Next
      </Button>
    </Group>
  );
}
