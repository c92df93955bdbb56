import { createEventBus } from './eventBus';
import type { EventName } from 'shared-contract';

describe('event bus', () => {
  it('delivers a published payload to subscribers of that event only', () => {
    const bus = createEventBus();
    const requested = jest.fn();
    const signedOut = jest.fn();
    bus.subscribe('auth:sign-in-requested', requested);
    bus.subscribe('auth:signed-out', signedOut);

    bus.publish('auth:sign-in-requested', { message: 'Please login to enroll in this course.' });

    expect(requested).toHaveBeenCalledWith({ message: 'Please login to enroll in this course.' });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus();
    const handler = jest.fn();
    const unsubscribe = bus.subscribe('checkout:enrollment-started', handler);
    unsubscribe();
    bus.publish('checkout:enrollment-started', { courseId: 5, courseLink: 'python' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps each subscription of the same handler apart, and delivers to handlers in subscription order', () => {
    const bus = createEventBus();
    const calls: string[] = [];
    const handler = () => calls.push('twice');
    const first = bus.subscribe('auth:signed-out', handler);
    bus.subscribe('auth:signed-out', handler);
    bus.subscribe('auth:signed-out', () => calls.push('last'));
    first();
    bus.publish('auth:signed-out', {});
    expect(calls).toEqual(['twice', 'last']);
  });

  it('does not deliver the current event to a handler subscribed while it is being delivered', () => {
    const bus = createEventBus();
    const late = jest.fn();
    bus.subscribe('auth:signed-out', () => bus.subscribe('auth:signed-out', late));
    bus.publish('auth:signed-out', {});
    expect(late).not.toHaveBeenCalled();
    bus.publish('auth:signed-out', {});
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('does not deliver to a handler that an earlier handler unsubscribed during the same delivery', () => {
    const bus = createEventBus();
    const later = jest.fn();
    let unsubscribeLater: () => void = () => undefined;
    bus.subscribe('auth:signed-out', () => unsubscribeLater());
    unsubscribeLater = bus.subscribe('auth:signed-out', later);
    bus.publish('auth:signed-out', {});
    expect(later).not.toHaveBeenCalled();
  });

  it('fails loudly, naming the event and the field, on a wrong payload', () => {
    const bus = createEventBus();
    const handler = jest.fn();
    bus.subscribe('checkout:enrollment-started', handler);
    // A remote built against an older map might send the id as a string.
    const stale = { courseId: '5', courseLink: 'python-programming-masterclass' } as unknown as {
      courseId: number;
      courseLink: string;
    };

    expect(() => bus.publish('checkout:enrollment-started', stale)).toThrow(
      /Invalid payload for event 'checkout:enrollment-started': courseId: /,
    );
    expect(handler).not.toHaveBeenCalled();
  });

  it('rejects fields the map does not know', () => {
    const bus = createEventBus();
    const renamed = { message: 'Please login to enroll in this course.', reason: 'enroll' };
    expect(() => bus.publish('auth:sign-in-requested', renamed)).toThrow(
      /'auth:sign-in-requested': .*reason/,
    );
  });

  it('rejects analytics properties that are not plain values', () => {
    const bus = createEventBus();
    const nested = { event: 'Course Card Clicked', properties: { course: { name: 'x' } } } as unknown as {
      event: string;
    };
    expect(() => bus.publish('analytics:track', nested)).toThrow(/properties\.course: /);
  });

  it('skips validation when told to, as in production builds', () => {
    const bus = createEventBus({ validate: false });
    const handler = jest.fn();
    const stale = { courseId: 'five', courseLink: 'python' } as unknown as {
      courseId: number;
      courseLink: string;
    };
    bus.subscribe('checkout:enrollment-started', handler);
    bus.publish('checkout:enrollment-started', stale);
    expect(handler).toHaveBeenCalledWith({ courseId: 'five', courseLink: 'python' });
  });

  it('throws on an unknown event name when publishing or subscribing', () => {
    const bus = createEventBus({ validate: false });
    const unknown = 'auth:signed-up' as EventName;
    expect(() => bus.publish(unknown, {} as never)).toThrow(/Unknown event 'auth:signed-up'/);
    expect(() => bus.subscribe(unknown, jest.fn())).toThrow(/Unknown event 'auth:signed-up'/);
  });

  it('makes an unknown event name a type error', () => {
    const bus = createEventBus();
    // @ts-expect-error 'cart:item-added' is not in the event map
    expect(() => bus.publish('cart:item-added', {})).toThrow(/Unknown event/);
    // @ts-expect-error courseId must be a number
    expect(() => bus.publish('checkout:enrollment-started', { courseId: '5', courseLink: 'python' })).toThrow(
      /courseId/,
    );
  });

  it('keeps other subscribers and the publisher working when one handler throws', () => {
    jest.useFakeTimers();
    try {
      const bus = createEventBus();
      const healthy = jest.fn();
      bus.subscribe('auth:signed-out', () => {
        throw new Error('remote bug');
      });
      bus.subscribe('auth:signed-out', healthy);

      expect(() => bus.publish('auth:signed-out', {})).not.toThrow();
      expect(healthy).toHaveBeenCalledTimes(1);
      // The handler's error is reported asynchronously, where the page's error handling sees it.
      expect(() => jest.runAllTimers()).toThrow('remote bug');
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives a late subscriber the latest session state at once, and every later change', () => {
    const bus = createEventBus();
    bus.publish('auth:session-changed', { signedIn: false });
    bus.publish('auth:session-changed', { signedIn: true });
    // A remote that loads after the shell's start-up published the session.
    const late = jest.fn();
    bus.subscribe('auth:session-changed', late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenLastCalledWith({ signedIn: true });
    bus.publish('auth:session-changed', { signedIn: false });
    expect(late).toHaveBeenCalledTimes(2);
    expect(late).toHaveBeenLastCalledWith({ signedIn: false });
  });

  it('replays the selected learner profile, and nothing before a state was first published', () => {
    const bus = createEventBus();
    const early = jest.fn();
    bus.subscribe('family:profile-selected', early);
    expect(early).not.toHaveBeenCalled();
    bus.publish('family:profile-selected', { profileId: 'kid-1' });
    const late = jest.fn();
    bus.on$('family:profile-selected').subscribe(late);
    expect(late).toHaveBeenCalledWith({ profileId: 'kid-1' });
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('does not replay moments: a sign-in asked for before a remote subscribed is not heard by it', () => {
    const bus = createEventBus();
    bus.publish('auth:sign-in-requested', {});
    const late = jest.fn();
    bus.subscribe('auth:sign-in-requested', late);
    expect(late).not.toHaveBeenCalled();
  });
});
