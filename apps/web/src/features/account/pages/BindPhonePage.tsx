import { ContactFlow } from "../components/ContactFlow";

export function BindPhonePage() {
  return <ContactFlow channel="phone" mode="bind" />;
}
