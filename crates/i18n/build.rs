//! Embeds every `locales/LANG/*.ftl` file, so a new catalogue file needs no code change.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    // Read when the script runs, not when it is compiled: one compiled script may serve
    // checkouts in several places.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default();
    let root = Path::new(&manifest).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut out = String::from(
        "/// Every catalogue file: (language code, file name, text).\npub(crate) static FILES: &[(&str, &str, &str)] = &[\n",
    );
    let mut langs: Vec<_> = std::fs::read_dir(&root)
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    langs.sort();
    for dir in langs.iter().filter(|p| p.is_dir()) {
        println!("cargo:rerun-if-changed={}", dir.display());
        let code = dir
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_owned();
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
            .unwrap_or_default();
        files.retain(|p| p.extension().is_some_and(|e| e == "ftl"));
        files.sort();
        for f in files {
            println!("cargo:rerun-if-changed={}", f.display());
            let name = f.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            let _ = writeln!(
                out,
                "    ({code:?}, {name:?}, include_str!({:?})),",
                f.display().to_string()
            );
        }
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap_or_default()).join("catalogue.rs");
    if let Err(e) = std::fs::write(&dest, out) {
        println!("cargo:warning=cannot write {}: {e}", dest.display());
        std::process::exit(1);
    }
}
