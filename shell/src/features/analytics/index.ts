// The analytics feature's public surface: other features import only what is exported here.
export { AnalyticsBridge } from './components/AnalyticsBridge';
