//! The library: the built-in packs embedded in the binary, plus packs read from folders. A
//! broken file is reported and skipped; everything else loads.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use include_dir::{Dir, include_dir};

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
        for path in paths {
            match folder_packs(path) {
                Ok(packs) => lib.add_all(packs),
                Err(message) => lib.problems.push(Problem {
                    file: path.display().to_string(),
                    source: "".into(),
                    span: None,
                    severity: Severity::Error,
                    id: "content-unreadable",
                    args: vec![("reason", message)],
                }),
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
        for (scenario, mut problems) in parse_in_parallel(&files.label, &files.scenarios, &context)
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

/// Parses a pack's scenario files on every core (parsing dominates start-up), keeping their
/// order.
fn parse_in_parallel(
    label: &str,
    files: &[(String, String)],
    context: &PackContext<'_>,
) -> Vec<(Option<Scenario>, super::problem::Problems)> {
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    let chunk = files.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = files
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|(name, text)| scenario(&format!("{label}/{name}"), text, context))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    })
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
fn folder_packs(path: &Path) -> Result<Vec<PackFiles>, String> {
    let meta = std::fs::metadata(path).map_err(|e| e.to_string())?;
    if meta.is_file() {
        // A bare file name has an empty parent: its pack is the current folder.
        let parent = match path.parent() {
            Some(p) if p.as_os_str().is_empty() => Path::new("."),
            Some(p) => p,
            None => return Err("a scenario file must sit in a pack folder".to_owned()),
        };
        let mut pack = read_pack(parent)?;
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        pack.scenarios.retain(|(n, _)| *n == name);
        return Ok(vec![pack]);
    }
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
