import type { THelpTopic } from './types';

/*
 * The user guide: what a person can do in HiVis today. Kept with the code so that it changes in
 * the same commit as the screens it describes. Describe only screens that exist.
 */
export const USER_GUIDE: THelpTopic[] = [
  {
    id: 'signing-in',
    title: 'Signing in and out',
    summary: 'Log in with your email address and password, and sign out on a shared device.',
    blocks: [
      {
        kind: 'steps',
        items: [
          'Choose Login in the menu (or open /auth/login).',
          'Enter the email address your account uses and your password.',
          'Choose Log in. You land on your home page, or back on the page that asked you to log in.',
        ],
      },
      {
        kind: 'p',
        text: 'You stay signed in on that device until you sign out, so a phone on site does not ask for your password every morning. On a shared computer or phone, always choose Sign Out in the menu when you finish.',
      },
      {
        kind: 'p',
        text: 'After several wrong passwords in a row, signing in to that account is paused for 15 minutes to keep it safe. Wait, or reset your password (next topic).',
      },
    ],
  },
  {
    id: 'forgot-password',
    title: 'Forgot your password',
    summary: 'Get an email link to choose a new password.',
    blocks: [
      {
        kind: 'steps',
        items: [
          'On the login screen choose Forgot password?',
          'Enter the email address you log in with and choose Send reset link.',
          'Open the email from HiVis and choose Choose a new password.',
          'Type the new password twice (at least 8 characters), choose Change password, then log in with it.',
        ],
      },
      {
        kind: 'list',
        items: [
          'The link works once and expires after 1 hour. Asking again replaces the older link.',
          'For your safety the screen says the same thing whether or not the address has an account.',
          'Choosing a new password signs you out on every other device.',
          'No email after a few minutes? Check your junk or spam folder, then ask your account holder which address your account uses.',
        ],
      },
    ],
  },
  {
    id: 'account-setup',
    title: 'Setting up your account from an invitation',
    summary: 'Staff invited by their company finish their account from the email link.',
    blocks: [
      {
        kind: 'p',
        text: 'When your company adds you, HiVis emails you an invitation with a set-up link. The link lasts 7 days; if it has expired, ask your account holder to invite you again.',
      },
      {
        kind: 'steps',
        items: [
          'Open the set-up link in the invitation email.',
          'Check your first and last name. Your email address is shown but cannot be changed: your account holder chose it.',
          'Choose a password (at least 8 characters) and type it again to confirm.',
          'Tick to accept the Privacy Policy and the Terms and Conditions.',
          'Choose Next, then log in with your email address and the new password.',
        ],
      },
    ],
  },
  {
    id: 'account-details',
    title: 'Your account details and password',
    summary: 'Change your name, phone number or password under My Account Details.',
    blocks: [
      { kind: 'p', text: 'Open My Account Details from the menu (staff see it as My Account), or the account button at the top right of every screen.' },
      {
        kind: 'list',
        items: [
          'Your details: first name, last name and phone number (optional; at least 8 digits). Choose Save details.',
          'Email address: this is how you log in, so it cannot be changed here. Ask your account holder or contact us.',
          'Change password: enter your current password, then the new one twice, and choose Change password. Other devices where you are signed in will have to log in again; this one stays signed in.',
        ],
      },
    ],
  },
  {
    id: 'roles',
    title: 'Roles: who sees what',
    summary: 'Account holders, staff and HiVis administrators each have their own menu.',
    blocks: [
      {
        kind: 'list',
        items: [
          'Account holder (the company’s owner or office manager): the full company menu. Each tool shows only when it is part of the company’s plan; your home page lists what is included.',
          'Staff (supervisors and workers): Home, Help, Contact Us and My Account; the jobs and inductions assigned to them join as those screens arrive.',
          'HiVis administrator: Master Admin, with Admin Tools for support work.',
          'Everyone, signed in or not: Help and Contact Us.',
        ],
      },
      {
        kind: 'p',
        text: 'If a screen you expect is missing, it is either not part of your company’s plan or not for your role. Your account holder can tell you which.',
      },
    ],
  },
  {
    id: 'suspended-accounts',
    title: 'Suspended or inactive company accounts',
    summary: 'What still works while a company account is paused.',
    blocks: [
      {
        kind: 'p',
        text: 'When a company’s account is suspended or inactive, everyone in that company signs in to My Account, which says why. Only My Account, Contact Us, Help and Sign Out open; the other menu items show a lock and explain that the tool is closed. Other addresses lead back to My Account.',
      },
      {
        kind: 'p',
        text: 'Your records are kept. Once the account holder has sorted out the account with HiVis, the full menu comes back at the next sign-in. Account holders: use Contact Us to reach us about it.',
      },
    ],
  },
  {
    id: 'admin-impersonation',
    title: 'For HiVis administrators: acting as a user',
    summary: 'See HiVis exactly as a customer does, to help them.',
    blocks: [
      {
        kind: 'steps',
        items: [
          'Open Master Admin, then Admin Tools.',
          'Enter the user’s email address and choose Impersonate.',
          'HiVis opens as that user. A banner on every screen says whose account you are using.',
          'To end, choose Sign out in the banner, then log in again as yourself.',
        ],
      },
      { kind: 'p', text: 'Every use is recorded with who, whom and when. Only HiVis administrators can do this.' },
    ],
  },
];
