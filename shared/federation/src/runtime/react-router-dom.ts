/**
 * What the suite shares under the name `react-router-dom`: the component router's API, taken
 * from react-router itself so webpack can tree-shake it. A shared module cannot be
 * tree-shaken, and the whole of react-router (data routers, server rendering, RSC) costs
 * about 62 KB gzip on every first visit; this surface costs about 14 KB.
 *
 * Host and remotes import from 'react-router-dom' as usual and get this module, one instance
 * for the whole page, hence one router context. Adding a name here is a change to the shared
 * contract: deploy the host first (it provides the module), then the remotes that use it.
 * `shared-surfaces.test.ts` fails when app code imports a name missing here.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  matchPath,
  matchRoutes,
  resolvePath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
