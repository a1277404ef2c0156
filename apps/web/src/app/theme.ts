import { createTheme } from '@mantine/core';
import type {
  AnchorProps,
  ButtonProps,
  CheckboxProps,
  CSSVariablesResolver,
  NavLinkProps,
  NotificationProps,
  PasswordInputProps,
  TextInputProps,
} from '@mantine/core';

/**
 * Safety theme: HiVis orange fills with black text, dark text on white everywhere else.
 * Mantine's stock "text on tinted background" shades are too light for WCAG AA on several
 * colours (green 3.8:1, orange 4.3:1), so the shades below replace them; each is at least
 * 5.3:1 on its tinted background and 6:1 on white.
 */
const TEXT_ON_TINT = {
  orange: '#a63c00',
  red: '#b02525',
  green: '#1e6b30',
  teal: '#0b6650',
  blue: '#1c5a94',
  yellow: '#8a5a00',
  gray: '#343a40',
} as const;

export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: 6,
  // Black text on the orange fill (8:1) instead of white (2.6:1).
  autoContrast: true,
  luminanceThreshold: 0.3,
  focusRing: 'auto',
  defaultRadius: 'md',
  cursorType: 'pointer',
  // People who ask their device for less motion (it can bring on dizziness) get dialogs, menus
  // and loaders that appear at once instead of sliding or zooming in (WCAG 2.3.3).
  respectReducedMotion: true,
  headings: { fontWeight: '700' },
  // Size md everywhere; app.css lifts md inputs and buttons to 46 px for gloved thumbs.
  // Fields are required unless their label says "(optional)", so no asterisks: they also
  // leak into the label text that people and tests read ("Password *").
  // Plain objects checked against each component's props, not `TextInput.extend(...)`: calling
  // a component's `extend` imports the component, and would put the inputs and the toast into
  // every page's first load, the login page's own fields aside.
  components: {
    TextInput: { defaultProps: { size: 'md', withAsterisk: false } satisfies TextInputProps },
    PasswordInput: { defaultProps: { size: 'md', withAsterisk: false, visibilityToggleFocusable: true } satisfies PasswordInputProps },
    Button: { defaultProps: { size: 'md' } satisfies ButtonProps },
    Checkbox: { defaultProps: { size: 'md' } satisfies CheckboxProps },
    // Links are underlined so they do not rely on colour alone.
    Anchor: { defaultProps: { underline: 'always' } satisfies AnchorProps },
    NavLink: { styles: { root: { minHeight: 48 }, label: { fontSize: 'var(--mantine-font-size-md)' } } } satisfies { styles: NavLinkProps['styles'] },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close message' } } satisfies NotificationProps },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = {
    '--mantine-color-anchor': TEXT_ON_TINT.orange,
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': TEXT_ON_TINT.red,
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  };
  for (const [color, text] of Object.entries(TEXT_ON_TINT)) {
    light[`--mantine-color-${color}-light-color`] = text;
    light[`--mantine-color-${color}-outline`] = text;
    light[`--mantine-color-${color}-text`] = text;
  }
  return { variables: {}, light, dark: {} };
};
