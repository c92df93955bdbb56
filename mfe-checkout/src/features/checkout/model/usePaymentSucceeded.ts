import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, useAppDispatch } from 'shared-events';
import { THANK_YOU_DELAY_MS, thankYouPath } from './checkoutRules';
import { paymentConfirmed } from './checkoutSlice';

/**
 * What happens when the payment frame reports success: the checkout is marked paid, enrollments refresh, and
 * /thank-you follows after 500 ms (spec §4, §9). Runs once.
 */
export function usePaymentSucceeded(courseId: number | null): () => void {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(() => {
    if (courseId === null || timer.current !== undefined) return;
    dispatch(paymentConfirmed());
    dispatch(api.util.invalidateTags(['Enrollments']));
    timer.current = setTimeout(() => void navigate(thankYouPath(courseId)), THANK_YOU_DELAY_MS);
  }, [courseId, dispatch, navigate]);
}
