import { ContactFlow } from "../components/ContactFlow";

export function BindMailPage() {
  return <ContactFlow channel="email" mode="bind" />;
}
