// Async boundary: the shared singletons are negotiated before any application code runs.
import('./bootstrap');
