import { besideThePage } from '../lazy-beside';
import './lazy-search-box.css';

/** The search box loaded beside the page (top bar, landing hero, not-found page); keeps its room while its code loads. */
export const LazySearchBox = besideThePage(
  () => import('./search-box').then((module) => module.SearchBox),
  <div className="search-box-placeholder" />,
);
