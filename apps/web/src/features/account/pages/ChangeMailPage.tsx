import { ContactFlow } from "../components/ContactFlow";

export function ChangeMailPage() {
  return <ContactFlow channel="email" mode="change" />;
}
