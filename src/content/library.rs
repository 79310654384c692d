//! The library: the built-in packs embedded in the binary, plus packs read from folders. A
//! broken file is reported and skipped; everything else loads.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use std::panic::AssertUnwindSafe;

use include_dir::{Dir, include_dir};
use rayon::prelude::*;

use super::pack::{Origin, Pack, pack_meta};
use super::problem::{Problem, Problems, Severity};
use super::scenario::Scenario;
use super::scenario_file::{PackContext, scenario};

static BUILT_IN: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/content");

/// A pack's files before parsing: `pack.toml` and the scenario files, by name.
struct PackFiles {
    /// Displayed name of the pack folder.
    label: String,
    origin: Origin,
    meta: Option<String>,
    scenarios: Vec<(String, String)>,
}

/// All loaded packs and every problem met while loading.
#[derive(Debug, Clone, Default)]
pub struct Library {
    /// Whether built-in packs are replayed through the engine while loading (see
    /// [`PackContext::replay`]).
    replay_built_in: bool,
    /// Every scenario id loaded so far, with its file, to refuse duplicates.
    ids: std::collections::HashMap<String, String>,
    /// The packs, built-in first, then in the order their folders were given.
    pub packs: Vec<Pack>,
    /// Problems, in file order.
    pub problems: Vec<Problem>,
}

impl Library {
    /// The built-in packs only.
    pub fn built_in() -> Self {
        let mut lib = Self {
            replay_built_in: true,
            ..Self::default()
        };
        lib.add_all(built_in_files());
        lib
    }

    /// The built-in packs (if `with_built_in`) and the packs under each path: a pack folder
    /// (with `pack.toml`), a folder of pack folders, or a scenario file inside a pack folder.
    pub fn load(with_built_in: bool, paths: &[PathBuf]) -> Self {
        Self::load_replaying(with_built_in, true, paths)
    }

    /// Like [`Library::load`]; `replay_built_in` says whether the built-in packs are replayed
    /// through the engine too (folders always are).
    fn load_replaying(with_built_in: bool, replay_built_in: bool, paths: &[PathBuf]) -> Self {
        let mut lib = Self {
            replay_built_in,
            ..Self::default()
        };
        if with_built_in {
            lib.add_all(built_in_files());
        }
        // Scenario files named one by one are read with their pack, once per pack.
        let (files, folders): (Vec<&PathBuf>, Vec<&PathBuf>) =
            paths.iter().partition(|p| p.is_file());
        for (dir, names) in files_by_pack(&files) {
            match read_pack(&dir) {
                Ok(mut pack) => {
                    pack.scenarios.retain(|(n, _)| names.contains(n));
                    lib.add_all(vec![pack]);
                }
                Err(message) => lib.problems.push(unreadable(&dir, message)),
            }
        }
        for path in folders {
            match folder_packs(path) {
                Ok(packs) => lib.add_all(packs),
                Err(message) => lib.problems.push(unreadable(path, message)),
            }
        }
        lib
    }

    fn add_all(&mut self, packs: Vec<PackFiles>) {
        for files in packs {
            self.add(files);
        }
        self.packs
            .sort_by_key(|p| (p.origin != Origin::BuiltIn, p.order));
    }

    fn add(&mut self, files: PackFiles) {
        let meta_name = format!("{}/pack.toml", files.label);
        let Some(meta_text) = files.meta else {
            let mut p = Problems::new(meta_name, "".into());
            p.error(None, "content-pack-toml-missing", &[]);
            self.problems.extend(p.list);
            return;
        };
        let (pack, problems) = pack_meta(&meta_name, &meta_text, files.origin.clone());
        self.problems.extend(problems.list);
        let Some(mut pack) = pack else { return };
        if let Some(existing) = self.packs.iter().find(|p| p.id == pack.id) {
            let mut p = Problems::new(meta_name, meta_text.as_str().into());
            let id = if existing.origin == Origin::BuiltIn {
                "content-pack-shadows-built-in"
            } else {
                "content-duplicate-pack"
            };
            p.error(None, id, &[("id", pack.id.clone())]);
            self.problems.extend(p.list);
            return;
        }
        let replay = files.origin != Origin::BuiltIn || self.replay_built_in;
        let context = PackContext {
            replay,
            id: &pack.id,
            laws: pack.laws,
            languages: &pack.languages,
        };
        let mut scenarios: Vec<Scenario> = Vec::new();
        for (scenario, mut problems) in
            parse_in_parallel(&files.label, &files.scenarios, |file, text| {
                scenario(file, text, &context)
            })
        {
            if let Some(s) = scenario {
                if let Some(other) = self.ids.get(&s.id) {
                    problems.error(
                        None,
                        "content-duplicate-scenario",
                        &[("id", s.id.clone()), ("other", other.clone())],
                    );
                } else {
                    self.ids.insert(s.id.clone(), s.file.clone());
                    scenarios.push(s);
                }
            }
            self.problems.extend(problems.list);
        }
        pack.scenarios = scenarios;
        self.packs.push(pack);
    }

    /// What the app loads: the built-in packs, the user's own packs folder (if it exists),
    /// and the packs under each extra folder.
    /// Built-in packs are not replayed through the engine here: `check` does that in CI, and
    /// skipping it keeps start-up fast. Use [`Library::for_check`] to check everything.
    pub fn for_app(user_packs: Option<&Path>, extra: &[PathBuf]) -> Self {
        Self::load_replaying(true, false, &Self::app_paths(user_packs, extra))
    }

    /// What `check` loads with no paths: the same packs as the app, all replayed.
    pub fn for_check(user_packs: Option<&Path>, extra: &[PathBuf]) -> Self {
        Self::load_replaying(true, true, &Self::app_paths(user_packs, extra))
    }

    fn app_paths(user_packs: Option<&Path>, extra: &[PathBuf]) -> Vec<PathBuf> {
        let mut paths: Vec<PathBuf> = user_packs
            .filter(|d| d.is_dir())
            .map(Path::to_path_buf)
            .into_iter()
            .collect();
        paths.extend(extra.iter().cloned());
        paths
    }

    /// Every scenario of every pack.
    pub fn scenarios(&self) -> impl Iterator<Item = &Scenario> {
        self.packs.iter().flat_map(|p| &p.scenarios)
    }

    /// A pack by id.
    pub fn pack(&self, id: &str) -> Option<&Pack> {
        self.packs.iter().find(|p| p.id == id)
    }

    /// A scenario by id.
    pub fn scenario(&self, id: &str) -> Option<&Scenario> {
        self.scenarios().find(|s| s.id == id)
    }

    /// Whether any error was met.
    pub fn has_errors(&self) -> bool {
        self.problems.iter().any(|p| p.severity == Severity::Error)
    }
}

thread_local! {
    /// Set while this thread parses a scenario file, where a panic is caught.
    static PARSING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether this thread is parsing a scenario file: a panic here is caught and reported as a
/// problem of the file, so a panic hook should leave the terminal (and stderr) alone.
pub fn parsing_here() -> bool {
    PARSING.with(std::cell::Cell::get)
}

/// Parses a pack's scenario files on every core with rayon (parsing dominates start-up),
/// keeping their order. A parse that panics (a bug of ours, never bad input) becomes a
/// problem reported against its file, so no scenario goes missing without a word.
fn parse_in_parallel(
    label: &str,
    files: &[(String, String)],
    parse: impl Fn(&str, &str) -> (Option<Scenario>, Problems) + Sync,
) -> Vec<(Option<Scenario>, Problems)> {
    files
        .par_iter()
        .map(|(name, text)| {
            let file = format!("{label}/{name}");
            PARSING.with(|p| p.set(true));
            let parsed = std::panic::catch_unwind(AssertUnwindSafe(|| parse(&file, text)));
            PARSING.with(|p| p.set(false));
            parsed.unwrap_or_else(|panic| {
                let reason = panic
                    .downcast_ref::<&str>()
                    .map(|s| (*s).to_owned())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                let mut problems = Problems::new(file.clone(), text.as_str().into());
                problems.error(None, "content-parse-crashed", &[("reason", reason)]);
                (None, problems)
            })
        })
        .collect()
}

fn built_in_files() -> Vec<PackFiles> {
    let mut out = Vec::new();
    for dir in BUILT_IN.dirs() {
        let label = format!("built-in:{}", dir.path().display());
        let mut meta = None;
        let mut scenarios = Vec::new();
        let mut files: Vec<_> = dir.files().collect();
        files.sort_by_key(|f| f.path().to_path_buf());
        for f in files {
            let name = f
                .path()
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let Some(text) = f.contents_utf8() else {
                continue;
            };
            if name == "pack.toml" {
                meta = Some(text.to_owned());
            } else if std::path::Path::new(&name)
                .extension()
                .is_some_and(|x| x.eq_ignore_ascii_case("toml"))
            {
                scenarios.push((name, text.to_owned()));
            }
        }
        out.push(PackFiles {
            label,
            origin: Origin::BuiltIn,
            meta,
            scenarios,
        });
    }
    out
}

/// Reads the packs under a path.
/// The problem of a folder or file that could not be read.
fn unreadable(path: &Path, message: String) -> Problem {
    Problem {
        file: path.display().to_string(),
        source: "".into(),
        span: None,
        severity: Severity::Error,
        id: "content-unreadable",
        args: vec![("reason", message)],
    }
}

/// The scenario files named, grouped by the pack folder each sits in (a bare file name's
/// pack is the current folder), with their file names.
fn files_by_pack(files: &[&PathBuf]) -> BTreeMap<PathBuf, Vec<String>> {
    let mut packs: BTreeMap<PathBuf, Vec<String>> = BTreeMap::new();
    for path in files {
        let dir = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        packs.entry(dir).or_default().push(name);
    }
    packs
}

fn folder_packs(path: &Path) -> Result<Vec<PackFiles>, String> {
    std::fs::metadata(path).map_err(|e| e.to_string())?;
    if path.join("pack.toml").is_file() {
        return Ok(vec![read_pack(path)?]);
    }
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(path)
        .map_err(|e| e.to_string())?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    dirs.iter().map(|d| read_pack(d)).collect()
}

fn read_pack(dir: &Path) -> Result<PackFiles, String> {
    let mut by_name = BTreeMap::new();
    for entry in std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))? {
        let entry = entry.map_err(|e| e.to_string())?;
        let p = entry.path();
        if p.extension()
            .is_some_and(|x| x.eq_ignore_ascii_case("toml"))
            && p.is_file()
        {
            let text = std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))?;
            by_name.insert(
                p.file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default(),
                text,
            );
        }
    }
    let meta = by_name.remove("pack.toml");
    Ok(PackFiles {
        label: dir.display().to_string(),
        origin: Origin::Folder(dir.to_path_buf()),
        meta,
        scenarios: by_name.into_iter().collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panicking_parse_is_a_problem_of_its_file_and_order_is_kept() {
        let files: Vec<(String, String)> = (0..40)
            .map(|i| (format!("s{i:02}.toml"), format!("{i}")))
            .collect();
        let out = parse_in_parallel("pack", &files, |file, text| {
            assert!(text != "17", "a bug met in {file}");
            let mut p = Problems::new(file.to_owned(), text.into());
            p.error(None, "content-unreadable", &[("reason", text.to_owned())]);
            (None, p)
        });
        assert_eq!(out.len(), 40);
        for (i, (scenario, problems)) in out.iter().enumerate() {
            assert!(scenario.is_none());
            let problem = &problems.list[0];
            assert_eq!(problem.file, format!("pack/s{i:02}.toml"));
            if i == 17 {
                assert_eq!(problem.id, "content-parse-crashed");
                assert!(problem.args[0].1.contains("a bug met in pack/s17.toml"));
            } else {
                assert_eq!(problem.id, "content-unreadable");
            }
        }
        assert!(!parsing_here());
    }
}
