//! Python bindings (being written).
