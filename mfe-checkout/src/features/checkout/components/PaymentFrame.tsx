import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { PAYMENT_SUCCESS_MESSAGE } from '../../payment-success/model/paymentSuccessMessage';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  min-height: 34rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

interface PaymentFrameProps {
  url: string;
  onPaid: () => void;
}

/**
 * The provider's payment page. The frame ends on this site's /payment-success page, which posts
 * 'payment-successful' here; only that message, from this site's origin and from this frame, counts.
 */
export function PaymentFrame({ url, onPaid }: PaymentFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.data !== PAYMENT_SUCCESS_MESSAGE) return;
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      onPaid();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onPaid]);

  return <Frame ref={frame} src={url} title="Secure payment" allow="payment" />;
}
