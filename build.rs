//! Rebuilds when files under `content/` or `i18n/` are added, changed or removed, since they
//! are embedded in the binary and the embedding macros cannot see new files on their own.

use std::path::Path;

fn watch(dir: &Path) {
    println!("cargo:rerun-if-changed={}", dir.display());
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            watch(&path);
        } else {
            println!("cargo:rerun-if-changed={}", path.display());
        }
    }
}

fn main() {
    watch(Path::new("content"));
    watch(Path::new("i18n"));
}
