// Async boundary: the shared singletons are negotiated before any page code runs.
import('./bootstrap');
