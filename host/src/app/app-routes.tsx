import { Route, Routes } from 'react-router-dom';
import { ROUTES, type RouteId } from '@venue/routes';
import { AppLayout } from './app-layout';
import { NotFoundScreen, RouteScreen } from './route-screen';

const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** The whole route table, each path wired to its owner; anything else is not found. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {ROUTE_IDS.map((id) => (
          <Route key={id} path={ROUTES[id].path} element={<RouteScreen routeId={id} />} />
        ))}
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
