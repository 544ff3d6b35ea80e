// The parts of react-router the apps use. Every app's `react-router` resolves here (config.mjs), so the singleton the
// shell shares holds these and what they need: a shared module is never tree-shaken, and the whole package is four
// times the size (about 52 KB against 13 KB brotli). react-router-used.test.mjs fails when an app imports anything else.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-package';
