//! The sample Tenhou records the log tests read in place: the folder named
//! by `TEHAI_SAMPLE_LOGS`, or `shared/logs/tenhou` beside an ancestor of
//! this crate; absent, the tests that need them say SKIPPED and pass.

use std::path::PathBuf;

/// The folder of sample Tenhou records: `TEHAI_SAMPLE_LOGS`, or
/// `shared/logs/tenhou` beside an ancestor of this crate.
fn sample_folder() -> Option<PathBuf> {
    if let Ok(folder) = std::env::var("TEHAI_SAMPLE_LOGS") {
        return Some(PathBuf::from(folder));
    }
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest
        .ancestors()
        .map(|dir| dir.join("shared/logs/tenhou"))
        .find(|dir| dir.is_dir())
}

/// The sample records, sorted; none (with a message) when the folder is absent.
pub fn sample_files() -> Vec<PathBuf> {
    let Some(folder) = sample_folder() else {
        eprintln!(
            "SKIPPED: no sample Tenhou records (set TEHAI_SAMPLE_LOGS or place shared/logs/tenhou beside the repository)"
        );
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "xml"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 17,
        "{} records in {}",
        files.len(),
        folder.display()
    );
    files
}
