//! A router that remembers what it serves. Every module registers its routes through
//! [`Routes`], so the list of (method, path) pairs is the router itself rather than a
//! copy kept by hand: the security tests check each of them for every role, and a route
//! added without being listed there fails them.

use crate::shared::Shared;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::handler::Handler;
use axum::routing::{self, MethodRouter};

/// Routes under construction, with their list.
pub(crate) struct Routes {
    router: Router<Shared>,
    list: Vec<(&'static str, &'static str)>,
}

impl Routes {
    /// No route yet.
    pub(crate) fn new() -> Self {
        Routes {
            router: Router::new(),
            list: Vec::new(),
        }
    }

    /// `GET path`.
    pub(crate) fn get<H: Handler<T, Shared>, T: 'static>(self, path: &'static str, h: H) -> Self {
        self.add("GET", path, routing::get(h))
    }

    /// `POST path`.
    pub(crate) fn post<H: Handler<T, Shared>, T: 'static>(self, path: &'static str, h: H) -> Self {
        self.add("POST", path, routing::post(h))
    }

    /// `POST path` taking bodies up to `limit` bytes: uploads larger than the default.
    pub(crate) fn post_limited<H: Handler<T, Shared>, T: 'static>(
        self,
        path: &'static str,
        h: H,
        limit: usize,
    ) -> Self {
        self.add(
            "POST",
            path,
            routing::post(h).layer(DefaultBodyLimit::max(limit)),
        )
    }

    /// `method path` served by `m`, which must serve that one method (the API's table
    /// builds its routes this way).
    pub(crate) fn add(
        mut self,
        method: &'static str,
        path: &'static str,
        m: MethodRouter<Shared>,
    ) -> Self {
        self.list.push((method, path));
        self.router = self.router.route(path, m);
        self
    }

    /// These routes and `other`'s.
    pub(crate) fn merge(mut self, other: Routes) -> Self {
        self.router = self.router.merge(other.router);
        self.list.extend(other.list);
        self
    }

    /// The router and the list of what it serves.
    pub(crate) fn into_parts(self) -> (Router<Shared>, Vec<(&'static str, &'static str)>) {
        (self.router, self.list)
    }
}
