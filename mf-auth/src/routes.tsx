import { Route, Routes } from 'react-router';
import { RegistrationFormNames, paymentReturnPath } from '@uaeaf/contracts';
import { GuestOnly, MembersOnly, NotFoundRoute, RemoteRoot } from '@uaeaf/ui';
import { LoginPage } from './login/LoginPage';
import { authMessageLoaders } from './messages';
import { ForgotPasswordPage } from './password/ForgotPasswordPage';
import { ResetPasswordPage } from './password/ResetPasswordPage';
import { RegistrationPage } from './registration/RegistrationPage';
import { ResubmissionPage } from './registration/ResubmissionPage';
import { CheckoutPage } from './payments/CheckoutPage';
import { PaymentReturnPage } from './payments/PaymentReturnPage';
import { PayersOnly } from './payments/PayersOnly';
import { UaePassLandingPage } from './uae-pass/UaePassLandingPage';

/** Exposed as `mf_auth/routes`; paths are relative to the locale root the shell mounts it under. */
export default function AuthRoutes() {
  return (
    <RemoteRoot messages={authMessageLoaders}>
      <Routes>
        <Route
          path="auth/login"
          element={
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          }
        />
        <Route path="auth/uaepass" element={<UaePassLandingPage />} />
        <Route
          path="auth/forgot-password"
          element={
            <GuestOnly>
              <ForgotPasswordPage />
            </GuestOnly>
          }
        />
        <Route
          path="auth/reset-password"
          element={
            <GuestOnly>
              <ResetPasswordPage />
            </GuestOnly>
          }
        />
        <Route
          path="auth/resubmit"
          element={
            <MembersOnly>
              <ResubmissionPage />
            </MembersOnly>
          }
        />
        <Route
          path="cart"
          element={
            <PayersOnly>
              <CheckoutPage />
            </PayersOnly>
          }
        />
        <Route
          path={paymentReturnPath.slice(1)}
          element={
            <PayersOnly>
              <PaymentReturnPage />
            </PayersOnly>
          }
        />
        {RegistrationFormNames.map((form) => (
          <Route
            key={form}
            path={`register/${form}`}
            element={
              <GuestOnly>
                <RegistrationPage name={form} />
              </GuestOnly>
            }
          />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </RemoteRoot>
  );
}
