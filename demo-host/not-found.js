// docs/behaviour.md §2: visiting an unknown path is logged to the console.
console.error('404 Error: User attempted to access non-existent route:', location.pathname);
