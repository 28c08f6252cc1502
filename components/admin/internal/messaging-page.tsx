import { AccessDenied } from "@/components/admin/access-denied";
import { pageUser } from "@/lib/http/page-door";
import { DEMO_PASSWORD, demoAccounts } from "@/lib/users/demo-accounts";
import { config } from "@/lib/config";
import { InternalPage } from "./internal-page";
import { RoleRules, RuleChecker, SampleAccounts } from "./messaging-demo";

/**
 * /messaging-demo and /messaging-test: the messaging rules per role and, on the embedded demo
 * database only, the sample accounts with quick sign-in. A production database shows neither
 * accounts nor credentials.
 */
export async function MessagingPage({ variant }: { variant: "demo" | "test" }) {
  if (!(await pageUser("admin"))) return <AccessDenied />;
  const embedded = config().embedded;
  const accounts = embedded ? await demoAccounts() : [];
  return (
    <InternalPage
      title={variant === "demo" ? "Messaging Demo" : "Messaging Test"}
      description={
        variant === "demo"
          ? "Who can message whom, and sample accounts to try it with."
          : "Check the messaging rules for any pair of roles, then sign in as a sample account to try them."
      }
    >
      <RoleRules />
      {variant === "test" ? <RuleChecker /> : null}
      {embedded ? <SampleAccounts accounts={accounts} password={DEMO_PASSWORD} /> : null}
    </InternalPage>
  );
}
