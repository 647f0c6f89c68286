import { ContactFlow } from "../components/ContactFlow";

export function ChangePhonePage() {
  return <ContactFlow channel="phone" mode="change" />;
}
