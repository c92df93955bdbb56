import { act, screen, within } from '@testing-library/react';
import {
  apiFailure as failure,
  apiHandler,
  apiSequence,
  sentRequests,
  server,
  TEST_API_BASE,
  watchRequests,
} from 'shared-events/testing';
import { renderPage, SUPPORT_EMAIL } from '../../../testing/renderPage';
import WinterWorkshopPage from './WinterWorkshopPage';

const SCHEDULING_URL = 'https://scheduling.example.test/interview';

function openApplication() {
  const rendered = renderPage(<WinterWorkshopPage schedulingUrl={SCHEDULING_URL} />);
  return rendered;
}

async function startFromNav(user: ReturnType<typeof renderPage>['user']) {
  const nav = screen.getByRole('navigation', { name: 'Workshop sections' });
  await user.click(within(nav).getByRole('button', { name: 'Apply Now' }));
  return screen.getByRole('dialog', { name: 'Apply Now' });
}

async function fillStepOne(user: ReturnType<typeof renderPage>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sam Rivera');
  await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sam@example.com');
  await user.type(within(dialog).getByRole('spinbutton', { name: 'Applicant age' }), '14');
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
}

async function fillStepTwo(user: ReturnType<typeof renderPage>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Prior coding experience' }), 'Some Scratch');
  await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'I want to build games.');
}

describe('step 1', () => {
  it('reports missing fields one at a time in the order name, email, age, with the field marked', async () => {
    const { user } = openApplication();
    const dialog = await startFromNav(user);
    const next = within(dialog).getByRole('button', { name: 'Next' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    const age = within(dialog).getByRole('spinbutton', { name: 'Applicant age' });

    await user.click(next);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in your name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.type(name, 'Sam');
    await user.click(next);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in your email');
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'sam@example.com');
    await user.click(next);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in your age');
    expect(age).toHaveAttribute('aria-invalid', 'true');
  });

  it("refuses, as the API does, an address the application request's e-mail rule refuses, and sends nothing", async () => {
    const requested = watchRequests();
    const { user } = openApplication();
    const dialog = await startFromNav(user);
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sam');
    await user.type(email, 'sam@example.c');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Applicant age' }), '14');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Email must be a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('heading', { name: /Step 1/ })).toBeInTheDocument();
    expect(requested).toEqual([]);
  });

  it('clears the error when the offending field gets focus', async () => {
    const { user } = openApplication();
    const dialog = await startFromNav(user);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('notes the December 20th deadline for the workshop only', async () => {
    const { user } = openApplication();
    const dialog = await startFromNav(user);
    expect(within(dialog).getByText(/accepted until December 20th/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Premium VIP' }));
    expect(within(dialog).queryByText(/accepted until December 20th/)).not.toBeInTheDocument();
  });
});

describe('step 2', () => {
  it('checks experience then message, with the placeholder of the chosen plan', async () => {
    const { user } = openApplication();
    const dialog = await startFromNav(user);
    await fillStepOne(user, dialog);
    expect(within(dialog).getByRole('heading', { name: /Step 2/ })).toHaveFocus();
    const message = within(dialog).getByRole('textbox', { name: 'Message' });
    expect(message).toHaveAttribute('placeholder', 'Why would you like to join the workshop?');

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in your experience');
    await user.type(within(dialog).getByRole('textbox', { name: 'Prior coding experience' }), 'None');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in your message');
    expect(message).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('radio', { name: 'Premium VIP' }));
    expect(message).toHaveAttribute(
      'placeholder',
      'Why would you prefer 1-on-1 sessions instead of a group?',
    );
  });

  it('goes Back to step 1 with everything still filled in', async () => {
    const { user } = openApplication();
    const dialog = await startFromNav(user);
    await fillStepOne(user, dialog);
    await fillStepTwo(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Sam Rivera');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('I want to build games.');
  });

  it('shows the failure message with the support e-mail and keeps the answers', async () => {
    server.use(...apiSequence('applyWinterWorkshop', failure(500)));
    const { user } = openApplication();
    const dialog = await startFromNav(user);
    await fillStepOne(user, dialog);
    await fillStepTwo(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Something went wrong, please try again or send an email to ${SUPPORT_EMAIL}`,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('I want to build games.');
  });

  it("adds the API's message when there were too many applications", async () => {
    server.use(
      ...apiSequence(
        'applyWinterWorkshop',
        failure(429, 'Too many sentRequests(): please wait 42 seconds and try again.'),
      ),
    );
    const { user } = openApplication();
    const dialog = await startFromNav(user);
    await fillStepOne(user, dialog);
    await fillStepTwo(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      `Something went wrong, please try again or send an email to ${SUPPORT_EMAIL}`,
    );
    expect(alert).toHaveTextContent('Too many sentRequests(): please wait 42 seconds and try again.');
  });

  it('sends the applicant back to step 1 with the field the API refused marked, without its request path', async () => {
    server.use(
      ...apiSequence('applyWinterWorkshop', failure(400, 'body/email must be a valid email address')),
    );
    const { user } = openApplication();
    const dialog = await startFromNav(user);
    await fillStepOne(user, dialog);
    await fillStepTwo(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(await within(dialog).findByRole('heading', { name: /Step 1/ })).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Email must be a valid email address');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('sam@example.com');
    expect(dialog).not.toHaveTextContent('body/');

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('I want to build games.');
  });

  it('marks a refused step 2 field where it is, naming the first of several in the form order', async () => {
    server.use(
      ...apiSequence(
        'applyWinterWorkshop',
        failure(
          400,
          'body/message must be at most 5000 characters; body/experience must be at most 2000 characters',
        ),
      ),
    );
    const { user } = openApplication();
    const dialog = await startFromNav(user);
    await fillStepOne(user, dialog);
    await fillStepTwo(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Experience must be at most 2000 characters',
    );
    expect(within(dialog).getByRole('heading', { name: /Step 2/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Prior coding experience' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).not.toHaveAttribute('aria-invalid');
    expect(dialog).not.toHaveTextContent('body/');
  });

  it('shows only the failure message for a refusal that names no field of the form', async () => {
    server.use(
      ...apiSequence(
        'applyWinterWorkshop',
        failure(400, 'body/selectedService must be one of Winter Workshop, Premium VIP'),
      ),
    );
    const { user } = openApplication();
    const dialog = await startFromNav(user);
    await fillStepOne(user, dialog);
    await fillStepTwo(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Something went wrong, please try again or send an email to ${SUPPORT_EMAIL}`,
    );
    expect(dialog).not.toHaveTextContent('selectedService');
    expect(within(dialog).getByRole('heading', { name: /Step 2/ })).toBeInTheDocument();
  });

  it('shows a spinner on Next and holds Back while the application is sent', async () => {
    let answer: () => void = () => undefined;
    server.use(
      apiHandler(
        'applyWinterWorkshop',
        () =>
          new Promise((resolve) => {
            answer = () => resolve({ applicationId: 'app-1', message: 'Application received' });
          }),
      ),
    );
    const { user } = openApplication();
    const dialog = await startFromNav(user);
    await fillStepOne(user, dialog);
    await fillStepTwo(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-busy', 'true');
    expect(next).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();

    await act(async () => answer());
    expect(await within(dialog).findByRole('heading', { name: 'Step 3' })).toBeInTheDocument();
  });
});

it('submits, books the interview in a new tab and thanks the applicant', async () => {
  server.use(
    ...apiSequence('applyWinterWorkshop', { applicationId: 'app-1', message: 'Application received' }),
  );
  const { user } = openApplication();
  const dialog = await startFromNav(user);
  await fillStepOne(user, dialog);
  await fillStepTwo(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));

  expect(await within(dialog).findByRole('heading', { name: 'Step 3' })).toHaveFocus();
  expect(sentRequests()).toEqual([
    expect.objectContaining({
      url: `${TEST_API_BASE}/winter-workshop`,
      method: 'POST',
      body: {
        name: 'Sam Rivera',
        age: '14',
        email: 'sam@example.com',
        experience: 'Some Scratch',
        message: 'I want to build games.',
        selectedService: 'Winter Workshop',
      },
    }),
  ]);
  expect(within(dialog).getByRole('radio', { name: 'Premium VIP' })).toBeDisabled();

  const chooseTime = within(dialog).getByRole('link', { name: /Choose Time/ });
  expect(chooseTime).toHaveAttribute('href', SCHEDULING_URL);
  expect(chooseTime).toHaveAttribute('target', '_blank');
  chooseTime.addEventListener('click', (event) => event.preventDefault());
  await user.click(chooseTime);

  expect(within(dialog).getByRole('heading', { name: 'Thank you for applying!' })).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: /free trial/ })).toHaveAttribute(
    'href',
    '/course/free-trial',
  );

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  const reopened = await startFromNav(user);
  expect(within(reopened).getByRole('textbox', { name: 'Name' })).toHaveValue('');
});

it('keeps an unfinished application when the overlay is closed and reopened', async () => {
  const { user } = openApplication();
  const dialog = await startFromNav(user);
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sam');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const reopened = await startFromNav(user);
  expect(within(reopened).getByRole('textbox', { name: 'Name' })).toHaveValue('Sam');
});

it("preselects Premium VIP from that pricing card's Get started", async () => {
  const { user } = openApplication();
  await user.click(screen.getByRole('button', { name: 'Get started with Premium VIP' }));
  const dialog = screen.getByRole('dialog', { name: 'Apply Now' });
  expect(within(dialog).getByRole('radio', { name: 'Premium VIP' })).toBeChecked();
  expect(within(dialog).getByRole('region', { name: 'Plan summary' })).toHaveTextContent('$200/hr');
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Get started with Winter Workshop' }));
  expect(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Winter Workshop' })).toBeChecked();
});

it('keeps showing the plan the application was sent for, whichever Apply Now reopens it', async () => {
  server.use(
    ...apiSequence('applyWinterWorkshop', { applicationId: 'app-1', message: 'Application received' }),
  );
  const { user } = openApplication();
  await user.click(screen.getByRole('button', { name: 'Get started with Premium VIP' }));
  const dialog = screen.getByRole('dialog', { name: 'Apply Now' });
  await fillStepOne(user, dialog);
  await fillStepTwo(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(await within(dialog).findByRole('heading', { name: 'Step 3' })).toBeInTheDocument();
  await user.keyboard('{Escape}');

  const reopened = await startFromNav(user);
  expect(within(reopened).getByRole('heading', { name: 'Step 3' })).toBeInTheDocument();
  expect(within(reopened).getByRole('radio', { name: 'Premium VIP' })).toBeChecked();
  expect(within(reopened).getByRole('region', { name: 'Plan summary' })).toHaveTextContent('$200/hr');
});
