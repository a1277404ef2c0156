import { Box, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../ui/page-title';

/** The product mark: a hi-vis vest stripe, then the name. Links home. */
export function Logo() {
  return (
    <Link to="/" className="logo-link" aria-label={`${PRODUCT_NAME} home`}>
      <Box aria-hidden w={32} h={32} className="logo-mark">
        <span className="logo-stripe logo-stripe-dark" />
        <span className="logo-stripe logo-stripe-light" />
      </Box>
      <Text component="span" fw={800} fz={22} lh={1} c="dark.9">
        {PRODUCT_NAME}
      </Text>
    </Link>
  );
}
