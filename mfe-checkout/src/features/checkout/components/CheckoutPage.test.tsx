import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, setActiveChildProfile, setEnrollments } from 'shared-events';
import { childMia, apiFailure as failure, apiSequence, sentRequests, server } from 'shared-events/testing';
import { COURSES } from '../../../testing/courses';
import { LEARNER, renderPage, SUPPORT_EMAIL } from '../../../testing/renderPage';
import CheckoutPage from './CheckoutPage';

const PY30NOW = { coupon_code: 'PY30NOW', discount_type: '%', discount_amount: 30, isValid: true } as const;
const PAYMENT_URL = 'http://pay.test/payments/sandbox/p-1';

function renderCheckout(path = '/checkout?courseId=5', options: { signedIn?: boolean } = {}) {
  const user = userEvent.setup();
  const rendered = renderPage(<CheckoutPage />, { path, route: '/checkout', ...options });
  return { user, ...rendered };
}

const location = () => screen.getByTestId('location').textContent;

async function fillBilling(user: ReturnType<typeof userEvent.setup>, country = 'Israel') {
  await user.type(await screen.findByRole('textbox', { name: /Address Line 1/ }), '1 Herzl St');
  await user.type(screen.getByRole('textbox', { name: /City/ }), 'Haifa');
  await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), country);
}

afterEach(() => jest.useRealTimers());

describe('billing', () => {
  it('shows Zip Code for the US only and clears it when another country is chosen', async () => {
    server.use(...apiSequence('getCourses', { Courses: COURSES }));
    const { user } = renderCheckout();
    const country = await screen.findByRole('combobox', { name: /Country/ });
    await user.click(country);
    expect(within(country).getAllByRole('option').length).toBeGreaterThan(240);
    expect(screen.queryByRole('textbox', { name: 'Zip Code' })).not.toBeInTheDocument();

    await user.selectOptions(country, 'United States');
    await user.type(screen.getByRole('textbox', { name: 'Zip Code' }), '10001');
    await user.selectOptions(country, 'Canada');
    expect(screen.queryByRole('textbox', { name: 'Zip Code' })).not.toBeInTheDocument();
    await user.selectOptions(country, 'United States');
    expect(screen.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('');
  });
});

describe('payment link', () => {
  it('asks for the billing information when a method is chosen first, then sentRequests() the link once it is filled', async () => {
    server.use(
      ...apiSequence('getCourses', { Courses: COURSES }),
      ...apiSequence('createPaymentLink', { paymentUrl: PAYMENT_URL }),
    );
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Apple Pay' }));

    expect(screen.getByText('Please fill in your billing information before proceeding')).toBeInTheDocument();
    expect(sentRequests()).toHaveLength(1);

    await fillBilling(user);
    const frame = await screen.findByTitle('Secure payment');
    expect(frame).toHaveAttribute('src', PAYMENT_URL);
    expect(
      screen.queryByText('Please fill in your billing information before proceeding'),
    ).not.toBeInTheDocument();
    expect(sentRequests()).toHaveLength(2);
    expect(sentRequests()[1]).toMatchObject({
      url: 'http://api.test/dev/payment-link',
      body: {
        UserId: LEARNER.userId,
        CourseId: 5,
        PaymentMethod: 'Apple Pay',
        Country: 'IL',
        AddressLine1: '1 Herzl St',
        City: 'Haifa',
        Amount: 57.33,
        VAT: 0.17,
        VATPrice: 8.33,
        CouponCode: null,
        UserEmail: LEARNER.attributes.email,
      },
    });
  });

  it('regenerates the link when the coupon changes', async () => {
    server.use(
      ...apiSequence('getCourses', { Courses: COURSES }),
      ...apiSequence(
        'createPaymentLink',
        { paymentUrl: PAYMENT_URL },
        { paymentUrl: `${PAYMENT_URL}-coupon` },
      ),
      ...apiSequence('validateCoupon', PY30NOW),
    );
    const { user } = renderCheckout();
    await fillBilling(user, 'Germany');
    await user.click(screen.getByRole('radio', { name: 'Credit/Debit Card' }));
    await screen.findByTitle('Secure payment');

    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), '  PY30NOW ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Coupon is valid!');
    await waitFor(() =>
      expect(screen.getByTitle('Secure payment')).toHaveAttribute('src', `${PAYMENT_URL}-coupon`),
    );
    expect(sentRequests()[2]?.body).toEqual({ coupon_code: 'PY30NOW' });
    expect(sentRequests()[3]?.body).toMatchObject({ CouponCode: 'PY30NOW', Amount: 34.3 });
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('-$14.70 (30%)')).toBeInTheDocument();
    expect(within(summary).getAllByText('$34.30')).toHaveLength(2);
  });

  it('shows the secure-connection message with the support e-mail when the link fails', async () => {
    server.use(
      ...apiSequence('getCourses', { Courses: COURSES }),
      ...apiSequence('createPaymentLink', failure(502, 'Payment provider unavailable'), {
        paymentUrl: PAYMENT_URL,
      }),
    );
    const { user } = renderCheckout();
    await fillBilling(user);
    await user.click(screen.getByRole('radio', { name: 'Google Pay' }));

    const alert = await screen.findByText(
      /There was an issue establishing a secure connection to the payment servers/,
    );
    expect(alert).toHaveTextContent(
      `There was an issue establishing a secure connection to the payment servers. Please try again later or contact us at ${SUPPORT_EMAIL}`,
    );
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(screen.getByText('Payment provider unavailable')).toBeInTheDocument();
    expect(screen.queryByTitle('Secure payment')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Secure payment')).toBeInTheDocument();
  });
});

describe('coupon entry', () => {
  it('never sends a blank code and reports an invalid one', async () => {
    server.use(
      ...apiSequence('getCourses', { Courses: COURSES }),
      ...apiSequence('validateCoupon', {
        coupon_code: 'NOPE',
        discount_type: null,
        discount_amount: null,
        isValid: false,
      }),
    );
    const { user } = renderCheckout();
    const input = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(sentRequests()).toHaveLength(1);

    await user.clear(input);
    await user.type(input, 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Coupon is not valid.');
    expect(sentRequests()[1]?.body).toEqual({ coupon_code: 'nope' });
  });

  it('keeps the coupon already applied when a mistyped code is not valid, and says so', async () => {
    server.use(
      ...apiSequence('getCourses', { Courses: COURSES }),
      ...apiSequence('validateCoupon', PY30NOW, {
        coupon_code: 'PY30NWO',
        discount_type: null,
        discount_amount: null,
        isValid: false,
      }),
    );
    const { user } = renderCheckout();
    const input = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.type(input, 'PY30NOW{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Coupon is valid!');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('-$14.70 (30%)')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'PY30NWO{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Coupon is not valid. Coupon PY30NOW is still applied.',
    );
    expect(within(summary).getByText('-$14.70 (30%)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove coupon PY30NOW' })).toBeInTheDocument();
    expect(sentRequests()).toHaveLength(3);
  });

  it('validates a coupon passed in the link', async () => {
    server.use(...apiSequence('getCourses', { Courses: COURSES }), ...apiSequence('validateCoupon', PY30NOW));
    renderCheckout('/checkout?courseId=5&coupon=PY30NOW');
    expect(await screen.findByText('Coupon is valid!')).toHaveAttribute('role', 'status');
    expect(sentRequests()[1]?.body).toEqual({ coupon_code: 'PY30NOW' });
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('PY30NOW');
  });
});

describe('payment frame', () => {
  async function openFrame() {
    server.use(
      ...apiSequence('getCourses', { Courses: COURSES }),
      ...apiSequence('createPaymentLink', { paymentUrl: PAYMENT_URL }),
    );
    const rendered = renderCheckout();
    await fillBilling(rendered.user, 'France');
    await rendered.user.click(screen.getByRole('radio', { name: 'Credit/Debit Card' }));
    const frame = (await screen.findByTitle('Secure payment')) as HTMLIFrameElement;
    return { ...rendered, frame };
  }

  const post = (data: unknown, origin: string, source: Window | null) =>
    act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin, source })));

  it("goes to /thank-you 500 ms after the frame's 'payment-successful'", async () => {
    const { frame } = await openFrame();
    jest.useFakeTimers();

    post('payment-successful', window.location.origin, frame.contentWindow);
    act(() => void jest.advanceTimersByTime(499));
    expect(location()).toBe('/checkout?courseId=5');
    act(() => void jest.advanceTimersByTime(1));
    expect(location()).toBe('/thank-you?courseId=5');
  });

  it('keeps showing the payment as received, not as a course already owned, while it waits for /thank-you', async () => {
    const { frame, store } = await openFrame();
    jest.useFakeTimers();
    post('payment-successful', window.location.origin, frame.contentWindow);
    // The enrolments refresh after the payment and now list the course just bought.
    act(() => {
      store.dispatch(
        setEnrollments([
          { CourseID: 5, EnrolledAt: '2024-01-01T00:00:00.000Z', Source: 'payment', CompletedSteps: [] },
        ]),
      );
    });
    act(() => void jest.advanceTimersByTime(499));
    expect(screen.getByText('Payment received. Taking you to your course…')).toBeInTheDocument();
    expect(screen.queryByText(/You are already enrolled/)).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(location()).toBe('/thank-you?courseId=5');
  });

  it('grows the frame to the height its payment page asks for, from that page only', async () => {
    const { frame } = await openFrame();
    const provider = new URL(PAYMENT_URL).origin;
    post({ type: 'payment-frame-height', height: 1071.4 }, provider, frame.contentWindow);
    expect(frame).toHaveStyle({ height: '1072px' });
    post({ type: 'payment-frame-height', height: 90 }, 'http://evil.test', frame.contentWindow);
    post({ type: 'payment-frame-height', height: 90 }, provider, window);
    expect(frame).toHaveStyle({ height: '1072px' });
    post({ type: 'payment-frame-height', height: 1e9 }, provider, frame.contentWindow);
    expect(frame).toHaveStyle({ height: '4000px' });
  });

  it('ignores the message from another origin, another window or with other data', async () => {
    const { frame } = await openFrame();
    jest.useFakeTimers();
    post('payment-successful', 'http://evil.test', frame.contentWindow);
    post('payment-successful', window.location.origin, window);
    post('payment-failed', window.location.origin, frame.contentWindow);
    act(() => void jest.advanceTimersByTime(2000));
    expect(location()).toBe('/checkout?courseId=5');
    expect(screen.getByTitle('Secure payment')).toBeInTheDocument();
  });
});

describe('enrolment without payment', () => {
  it('enrolls course 1 as a free trial from source unknown and goes to /thank-you', async () => {
    server.use(
      ...apiSequence('getCourses', { Courses: COURSES }),
      ...apiSequence('enrollFreeTrial', { enrolled: true, CourseID: 1 }),
    );
    renderCheckout('/checkout?courseId=1');
    await waitFor(() => expect(location()).toBe('/thank-you?courseId=1'));
    expect(sentRequests()[1]).toMatchObject({
      url: 'http://api.test/dev/enrollments/new/free-trial',
      body: { UserID: LEARNER.userId, Source: 'unknown' },
    });
  });

  it('shows the free-trial failure with a retry', async () => {
    server.use(
      ...apiSequence('getCourses', { Courses: COURSES }),
      ...apiSequence('enrollFreeTrial', failure(500)),
    );
    renderCheckout('/checkout?courseId=1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not enroll in free trial.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('enrolls with a coupon that makes the course free and goes to /thank-you with the coupon', async () => {
    server.use(
      ...apiSequence('getCourses', { Courses: COURSES }),
      ...apiSequence('validateCoupon', {
        coupon_code: 'FREE100',
        discount_type: '%',
        discount_amount: 100,
        isValid: true,
      }),
      ...apiSequence('enrollWithCoupon', { enrolled: true, isValid: true }),
    );
    const { user } = renderCheckout();
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'FREE100');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(location()).toBe('/thank-you?courseId=5&coupon_code=FREE100'));
    expect(sentRequests()[2]).toMatchObject({
      url: 'http://api.test/dev/enrollments/new/coupon',
      body: { user_id: LEARNER.userId, coupon_code: 'FREE100', course_id: 5 },
    });
    expect(sentRequests()).toHaveLength(3);
  });
});

describe('a failed free-coupon enrolment', () => {
  const FREE100 = {
    coupon_code: 'FREE100',
    discount_type: '%',
    discount_amount: 100,
    isValid: true,
  } as const;

  async function applyFreeCoupon(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'FREE100');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Could not enroll in course.')).toBeInTheDocument();
  }

  it('is tried again with Try again', async () => {
    server.use(
      ...apiSequence('getCourses', { Courses: COURSES }),
      ...apiSequence('validateCoupon', FREE100),
      ...apiSequence('enrollWithCoupon', failure(500), { enrolled: true, isValid: true }),
    );
    const { user } = renderCheckout();
    await applyFreeCoupon(user);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location()).toBe('/thank-you?courseId=5&coupon_code=FREE100'));
    expect(sentRequests().map((request) => request.url)).toEqual([
      'http://api.test/dev/courses',
      'http://api.test/dev/coupons/validate',
      'http://api.test/dev/enrollments/new/coupon',
      'http://api.test/dev/enrollments/new/coupon',
    ]);
  });

  it('is tried again when the learner removes the coupon and applies the same code', async () => {
    server.use(
      ...apiSequence('getCourses', { Courses: COURSES }),
      ...apiSequence('validateCoupon', FREE100, FREE100),
      ...apiSequence(
        'enrollWithCoupon',
        { enrolled: false, isValid: true },
        { enrolled: true, isValid: true },
      ),
    );
    const { user } = renderCheckout();
    await applyFreeCoupon(user);

    await user.click(screen.getByRole('button', { name: 'Remove coupon FREE100' }));
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'FREE100');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(location()).toBe('/thank-you?courseId=5&coupon_code=FREE100'));
    expect(sentRequests()).toHaveLength(5);
    expect(sentRequests()[4]?.body).toEqual({
      user_id: LEARNER.userId,
      coupon_code: 'FREE100',
      course_id: 5,
    });
  });
});

describe('access', () => {
  it('asks a visitor to sign in', () => {
    server.use(...apiSequence('getCourses', { Courses: COURSES }));
    const requested = jest.fn();
    const unsubscribe = bus.subscribe('auth:sign-in-requested', requested);
    renderCheckout('/checkout?courseId=5', { signedIn: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Please sign in to access this page');
    screen.getByRole('button', { name: 'Sign In' }).click();
    expect(requested).toHaveBeenCalled();
    unsubscribe();
  });

  it('does not sell a course the learner already owns', async () => {
    server.use(...apiSequence('getCourses', { Courses: COURSES }));
    const { store } = renderCheckout();
    act(() => {
      store.dispatch(
        setEnrollments([
          { CourseID: 5, EnrolledAt: '2024-01-01T00:00:00.000Z', Source: 'payment', CompletedSteps: [] },
        ]),
      );
    });
    expect(
      await screen.findByText('You are already enrolled in Python Programming Masterclass.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to course' })).toHaveAttribute(
      'href',
      '/course/python-programming-masterclass',
    );
    expect(sentRequests()).toHaveLength(1);
  });

  it('takes the course from the enrollment-started event when the link has none, and keeps it in the URL', async () => {
    server.use(...apiSequence('getCourses', { Courses: COURSES }));
    renderCheckout('/checkout');
    act(() =>
      bus.publish('checkout:enrollment-started', {
        courseId: 5,
        courseLink: 'python-programming-masterclass',
      }),
    );
    await waitFor(() => expect(location()).toBe('/checkout?courseId=5'));
    expect(await screen.findByText('Python Programming Masterclass')).toBeInTheDocument();
  });

  it('tells the parent, beside the order summary, that every child can use the course', async () => {
    server.use(...apiSequence('getCourses', { Courses: COURSES }));
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(
      within(summary).getByText(
        'Everyone in your family can use this course, each child in their own profile.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the course does not exist', async () => {
    server.use(...apiSequence('getCourses', { Courses: COURSES }));
    renderCheckout('/checkout?courseId=99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load course details');
  });
});

describe('a child profile', () => {
  it('is asked to fetch a parent instead of buying, and nothing is sent', async () => {
    const asked: unknown[] = [];
    const stop = bus.subscribe('family:parent-requested', (payload) => asked.push(payload));
    server.use(...apiSequence('getCourses', { Courses: COURSES }));
    const { store, user } = renderCheckout();
    act(() => {
      store.dispatch(setActiveChildProfile(childMia));
    });
    expect(screen.getByRole('heading', { name: 'Ask a parent' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Apple Pay' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Enter the parent's PIN" }));
    expect(asked).toEqual([{}]);
    expect(sentRequests().map((request) => request.url)).not.toContainEqual(expect.stringMatching(/payment/));
    stop();
  });

  it('still starts the free trial for themselves', async () => {
    server.use(
      ...apiSequence('getCourses', { Courses: COURSES }),
      ...apiSequence('enrollFreeTrial', { enrolled: true, CourseID: 1 }),
    );
    const { store } = renderCheckout('/checkout?courseId=1');
    act(() => {
      store.dispatch(setActiveChildProfile(childMia));
    });
    expect(screen.queryByRole('heading', { name: 'Ask a parent' })).not.toBeInTheDocument();
    await waitFor(() => expect(sentRequests('enrollFreeTrial')).toHaveLength(1));
    expect(sentRequests('enrollFreeTrial')[0]?.headers['x-learner-profile']).toBe(childMia.profileId);
  });
});
