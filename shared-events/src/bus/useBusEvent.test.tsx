import { render } from '@testing-library/react';
import { createEventBus } from './eventBus';
import type { EventMap } from 'shared-contract';
import { useBusEvent } from './useBusEvent';

type Handler = (payload: EventMap['auth:sign-in-requested']) => void;

function Listener({ handler, bus }: { handler: Handler; bus: ReturnType<typeof createEventBus> }) {
  useBusEvent('auth:sign-in-requested', handler, bus);
  return null;
}

describe('useBusEvent', () => {
  it('calls the latest handler while mounted and unsubscribes on unmount', () => {
    const bus = createEventBus();
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = render(<Listener handler={first} bus={bus} />);

    bus.publish('auth:sign-in-requested', { message: 'Please login to enroll in this course.' });
    expect(first).toHaveBeenCalledWith({ message: 'Please login to enroll in this course.' });

    rerender(<Listener handler={second} bus={bus} />);
    bus.publish('auth:sign-in-requested', {});
    expect(second).toHaveBeenCalledWith({});
    expect(first).toHaveBeenCalledTimes(1);

    unmount();
    bus.publish('auth:sign-in-requested', {});
    expect(second).toHaveBeenCalledTimes(1);
  });
});
