import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin, apiLoginInto } from '../fixtures/auth';
import { expectNoHorizontalScroll, expectTitle, heading, mainMenu } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { searchList } from '../fixtures/list-search';
import { reviewShot } from '../fixtures/review-shots';

/*
 * Clients & Contacts (/staff/contacts) for the demo owner. The run shares one database, so every
 * name carries this run's suffix and searches find only what this spec made.
 */

const run = Date.now().toString(36);
const owner = ACCOUNTS.owner;

const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const shot = (page: Page, name: string) => reviewShot(page, `clients-contacts/${name}`, { fullPage: true });

test('owner adds a client with a contact, finds them, edits, archives and restores', async ({ page }) => {
  // Four screens, each checked with axe: longer than the default minute on a busy 2-core runner.
  test.setTimeout(120_000);
  const clientName = `Harbour Developments ${run}`;
  const lastName = `Nguyen${run}`;
  await apiLoginInto(page, owner.email);
  await page.goto('/');
  await mainMenu(page).getByRole('link', { name: 'Clients & Contacts' }).click();
  await expect(page).toHaveURL('/staff/contacts');
  await expect(heading(page, 'Clients & Contacts')).toBeVisible();
  await expectTitle(page, 'Clients & Contacts');
  await expect(page.getByRole('tab', { name: 'Clients' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page, 'clients list');

  // Add a client: the form says what is wrong, on the field, before anything is sent.
  await page.getByRole('link', { name: 'Add client' }).click();
  await expect(heading(page, 'Add client')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'add client');
  const addClient = page.getByRole('form', { name: 'Add client' });
  await field(addClient, 'Email address (optional)').fill('not-an-email');
  await field(addClient, 'Phone number (optional)').fill('123');
  await addClient.getByRole('button', { name: 'Add client' }).click();
  await expect(addClient.getByText('Client name is required.')).toBeVisible();
  await expect(addClient.getByText('Please enter valid Email address.')).toBeVisible();
  await expect(addClient.getByText('Phone number must be at least 8 digits.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'add client with errors');

  await field(addClient, 'Business name').fill(clientName);
  await field(addClient, 'ABN (optional)').fill('51 824 753 556');
  await field(addClient, 'Email address (optional)').fill(`site-${run}@harbour.test`);
  await field(addClient, 'Phone number (optional)').fill('07 3000 1234');
  await field(addClient, 'Street address').fill('12 Ann St');
  await field(addClient, 'Suburb').fill('Fortitude Valley');
  await field(addClient, 'Postcode').fill('4006');
  await addClient.getByRole('button', { name: 'Add client' }).click();

  await expect(heading(page, clientName)).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/contacts\/client\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: '07 3000 1234' })).toHaveAttribute('href', 'tel:0730001234');
  await expect(page.getByRole('link', { name: `site-${run}@harbour.test` })).toHaveAttribute('href', `mailto:site-${run}@harbour.test`);
  await expect(page.getByText('51 824 753 556')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'client details');
  await shot(page, 'client-1280');

  // Add a contact from the client's page: the client is chosen already.
  await page.getByRole('link', { name: 'Add contact' }).click();
  await expect(heading(page, 'Add contact')).toBeVisible();
  const addContact = page.getByRole('form', { name: 'Add contact' });
  await expect(addContact.getByLabel('Client (optional)', { exact: true })).toHaveValue(clientName);
  await addContact.getByRole('button', { name: 'Add contact' }).click();
  await expect(addContact.getByText('First name is required.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'add contact with errors');
  await field(addContact, 'First name').fill('Mia');
  await field(addContact, 'Last name (optional)').fill(lastName);
  await field(addContact, 'Position (optional)').fill('Site manager');
  await field(addContact, 'Phone number (optional)').fill('0412 345 678');
  await addContact.getByRole('button', { name: 'Add contact' }).click();

  await expect(heading(page, `Mia ${lastName}`)).toBeVisible();
  await expect(page.getByRole('link', { name: '0412 345 678' })).toHaveAttribute('href', 'tel:0412345678');
  await expect(page.getByRole('main').getByRole('link', { name: clientName, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'contact details');
  await shot(page, 'contact-1280');

  // Edit.
  await page.getByRole('button', { name: 'Edit contact' }).click();
  const editContact = page.getByRole('form', { name: 'Save contact' });
  await field(editContact, 'Email address (optional)').fill('mia@');
  await editContact.getByRole('button', { name: 'Save contact' }).click();
  await expect(editContact.getByText('Please enter valid Email address.')).toBeVisible();
  await field(editContact, 'Email address (optional)').fill(`mia-${run}@harbour.test`);
  await field(editContact, 'Position (optional)').fill('Project manager');
  await editContact.getByRole('button', { name: 'Save contact' }).click();
  await expect(page.getByText('Project manager')).toBeVisible();
  await expect(page.getByRole('link', { name: `mia-${run}@harbour.test` })).toHaveAttribute('href', `mailto:mia-${run}@harbour.test`);

  // Archive and restore, each after a confirmation.
  await page.getByRole('button', { name: 'Archive contact' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive contact?' });
  await expect(confirm).toContainText(`Mia ${lastName} will leave the lists.`);
  await expectNoSeriousA11yViolations(page, 'archive contact modal');
  await confirm.getByRole('button', { name: 'Archive contact' }).click();
  await expect(page.getByText(/^Archived \d/)).toBeVisible();
  await page.getByRole('button', { name: 'Restore contact' }).click();
  await page.getByRole('dialog', { name: 'Restore contact?' }).getByRole('button', { name: 'Restore contact' }).click();
  await expect(page.getByRole('button', { name: 'Archive contact' })).toBeVisible();
  await expect(page.getByText(/^Archived \d/)).toBeHidden();

  // Find both by search.
  await page.goto('/staff/contacts');
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(`developments ${run}`);
  const clients = page.getByRole('region', { name: 'Clients' });
  await expect(clients.getByRole('row')).toHaveCount(2);
  await expect(clients.getByRole('link', { name: clientName })).toBeVisible();
  await expect(clients.getByRole('row').nth(1)).toContainText('1');

  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page).toHaveURL('/staff/contacts?tab=contacts');
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill(lastName);
  const contactsTable = page.getByRole('region', { name: 'Contacts' });
  await expect(contactsTable.getByRole('row')).toHaveCount(2);
  await expect(contactsTable.getByRole('link', { name: `Mia ${lastName}` })).toBeVisible();
  await expect(contactsTable.getByRole('link', { name: clientName })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'contacts list');
  await shot(page, 'list-1280');

  // Archive the client: it leaves the list and shows under 'Show archived clients'; restore it.
  await page.getByRole('tab', { name: 'Clients' }).click();
  await searchList(page, run, page.getByRole('table', { name: 'Clients' }), 'Search clients');
  await page.getByRole('link', { name: clientName, exact: true }).click();
  await page.getByRole('button', { name: 'Archive client' }).click();
  await page.getByRole('dialog', { name: 'Archive client?' }).getByRole('button', { name: 'Archive client' }).click();
  await expect(page.getByRole('button', { name: 'Restore client' })).toBeVisible();
  await page.getByRole('link', { name: '← Back to Clients & Contacts' }).click();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(run);
  await expect(page.getByText('No client matches.')).toBeVisible();
  await page.getByRole('switch', { name: 'Show archived clients' }).check();
  await page.getByRole('region', { name: 'Archived clients' }).getByRole('link', { name: clientName }).click();
  await page.getByRole('button', { name: 'Restore client' }).click();
  await page.getByRole('dialog', { name: 'Restore client?' }).getByRole('button', { name: 'Restore client' }).click();
  await expect(page.getByRole('button', { name: 'Archive client' })).toBeVisible();
});

test('a client or contact that is not there shows a way back', async ({ page }) => {
  await apiLoginInto(page, owner.email);
  await page.goto('/staff/contacts/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('This contact was not found')).toBeVisible();
  await page.goto('/staff/contacts/client/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('This client was not found')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'client not found');
});

test('@phone clients and contacts fit 360 px, and a phone number is one tap away', async ({ page, request }) => {
  const { token } = await apiLogin(request, owner.email);
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const clientName = `Phone Test Homes ${run}`;
  const client = (await (
    await request.post('/api/v3/client', {
      ...auth,
      data: { name: clientName, phone: '0400 111 222', address: { country: 'Australia', state: 'Victoria', suburb: 'Geelong', postCode: '3220' } },
    })
  ).json()) as { id: string };
  await request.post('/api/v3/contact', {
    ...auth,
    data: { firstName: 'Pat', lastName: `Phoneman${run}`, position: 'Owner builder', phone: '0400 333 444', clientId: client.id },
  });

  await apiLoginInto(page, owner.email);
  await page.goto('/staff/contacts');
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(run);
  await expect(page.getByRole('link', { name: clientName })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'clients at 360 px');
  await shot(page, 'list-360');

  await page.getByRole('link', { name: clientName, exact: true }).click();
  await expect(heading(page, clientName)).toBeVisible();
  await expect(page.getByRole('link', { name: '0400 111 222' })).toHaveAttribute('href', 'tel:0400111222');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'client at 360 px');
  await shot(page, 'client-360');

  await page.getByRole('link', { name: `Pat Phoneman${run}` }).click();
  await expect(page.getByRole('link', { name: '0400 333 444' })).toHaveAttribute('href', 'tel:0400333444');
  await expectNoHorizontalScroll(page);
  await shot(page, 'contact-360');

  await page.goto('/staff/contacts/add?type=contact');
  await expect(heading(page, 'Add contact')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'add contact at 360 px');
  await shot(page, 'add-contact-360');
});
