import type { TFaq } from './types';

/* Questions people ask about what exists today. Kept with the code, changed with the screens. */
export const FAQS: TFaq[] = [
  {
    id: 'what-is-hivis',
    question: 'What is HiVis for?',
    answer: [
      'HiVis keeps the safety paperwork and the job management of Australian and New Zealand construction and trade businesses in one place: SWMS, audits, incident and JSA reports, inductions, hazard responses, and the worksites, projects, jobs and people behind them.',
    ],
  },
  {
    id: 'how-to-get-account',
    question: 'How do I get an account?',
    answer: [
      'Staff get an invitation email from their company’s account holder. For a new company account, send us a message through Contact Us and we will set it up with you.',
    ],
  },
  {
    id: 'no-invitation',
    question: 'I was told I have been invited, but no email came.',
    answer: ['Check your junk or spam folder for an email from HiVis. The set-up link lasts 7 days; after that, ask your account holder to invite you again.'],
  },
  {
    id: 'forgot-password',
    question: 'I forgot my password.',
    answer: [
      'Choose Forgot password? on the login screen and follow the emailed link within 1 hour. See the user guide’s Forgot your password topic for the steps.',
    ],
  },
  {
    id: 'locked-out',
    question: 'It says there were too many failed sign-in attempts.',
    answer: ['After several wrong passwords, signing in to that account pauses for 15 minutes. Wait, or reset your password, which works straight away.'],
  },
  {
    id: 'change-email',
    question: 'Can I change the email address I log in with?',
    answer: ['Not yourself: it identifies your account. Ask your account holder, or contact us.'],
  },
  {
    id: 'suspended',
    question: 'Why can I only open My Account, Contact Us and Help?',
    answer: [
      'Your company’s account is suspended or inactive. Your records are kept. The other tools stay in the menu with a lock; opening one says why it is closed.',
      'The account holder sees the reason on My Account: usually a payment that did not go through, which they can fix under Billing, or an account closing at the owner’s request, which they can keep. Otherwise contact us and we will sort it out.',
    ],
  },
  {
    id: 'missing-tool',
    question: 'A tool I expected is not in my menu.',
    answer: [
      'Tools show only when they are part of your company’s plan and meant for your role. Your home page lists the tools in the plan; your account holder can tell you more.',
    ],
  },
  {
    id: 'phone',
    question: 'Does HiVis work on my phone?',
    answer: ['Yes. HiVis runs in the phone’s web browser (no app to install), from a 360 px wide screen up. The menu sits behind the button at the top left.'],
  },
  {
    id: 'contact',
    question: 'How do I reach a person?',
    answer: ['Use Contact Us: send a message, call, or write to our postal address. Messages are answered on business days, Brisbane time.'],
  },
];
