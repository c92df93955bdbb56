import { useEffect, useRef, useState } from 'react';
import { frameHeightOf } from 'shared-contract';
import { PAYMENT_SUCCESS_MESSAGE } from '../../payment-success';
import { Border, Frame } from './PaymentFrame.styles';

interface PaymentFrameProps {
  url: string;
  onPaid: () => void;
}

/**
 * The provider's payment page. The frame ends on this site's /payment-success page, which posts
 * 'payment-successful' here; only that message, from this site's origin and from this frame, counts.
 * The payment page tells its height (PAYMENT_FRAME_HEIGHT_MESSAGE) and the frame takes it, so the whole form
 * and its Pay button show without scrolling inside the frame.
 */
export function PaymentFrame({ url, onPaid }: PaymentFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);

  useEffect(() => {
    const providerOrigin = new URL(url, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const asked = event.origin === providerOrigin ? frameHeightOf(event.data) : null;
      if (asked !== null) setHeight(asked);
      if (event.data === PAYMENT_SUCCESS_MESSAGE && event.origin === window.location.origin) onPaid();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onPaid, url]);

  return (
    <Border>
      <Frame
        ref={frame}
        src={url}
        title="Secure payment"
        allow="payment"
        style={height === null ? undefined : { height: `${height}px` }}
      />
    </Border>
  );
}
