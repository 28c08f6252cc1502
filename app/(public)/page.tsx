import { cookies } from "next/headers";
import { Suspense } from "react";
import { PaymentSuccessToast } from "@/components/booking/payment-success-toast";
import { LandingPage } from "@/components/landing/landing-page";
import { RoleHome } from "@/components/home/role-home";

/**
 * `/` depends on the session: visitors get the server-rendered landing page (what search engines
 * index); with a session cookie the client resolves the role and shows that role's dashboard,
 * with a spinner while the session loads.
 */
export default async function HomePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const jar = await cookies();
  const signedIn = jar.has("next-auth.session-token") || jar.has("__Secure-next-auth.session-token");
  return (
    <>
      {signedIn ? <RoleHome landing={<LandingPage searchParams={searchParams} />} /> : <LandingPage searchParams={searchParams} />}
      {/* The return from a booking payment lands here; other pages do not download it. */}
      <Suspense fallback={null}>
        <PaymentSuccessToast />
      </Suspense>
    </>
  );
}
