// Placeholder until the member area's sidebar is built.
import { Outlet } from 'react-router';

export function MemberLayout() {
  return <Outlet />;
}
