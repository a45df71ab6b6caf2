//! The interpreter benchmark cases, shared by `benches/run.rs` (criterion)
//! and `examples/run_share.rs` (paired runs): each Microsoft-compiled
//! corpus shader with its inputs, and its HLSL math written in Rust (the
//! native limit).

use dxsm::run::Constants;

/// Reads a shader of the SM4/5 corpus.
pub fn corpus(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/tests/corpus/sm4-5/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

/// A register of floats (the components not given 0).
fn reg(v: &[f32]) -> [u32; 4] {
    std::array::from_fn(|k| v.get(k).map_or(0, |x| x.to_bits()))
}

/// A VS output vertex: clip position, world position, normal, uv.
pub type VsVertex = ([f32; 4], [f32; 3], [f32; 3], [f32; 2]);

/// `vs40_transform_normal_uv` over `n` vertices.
pub struct VsCase {
    pub program: dxsm::sm4::ir::Program,
    pub cb: Constants,
    pub cbf: Vec<[f32; 4]>,
    pub pos: Vec<[f32; 3]>,
    pub nrm: Vec<[f32; 3]>,
    pub uv: Vec<[f32; 2]>,
    /// The register files `v0`..`v2` of each vertex.
    pub inputs: Vec<Vec<[u32; 4]>>,
}

impl VsCase {
    pub fn new(n: usize) -> VsCase {
        let program = dxsm::run::load_sm4(&corpus("vs40_transform_normal_uv.o")).unwrap();
        let cbf: Vec<[f32; 4]> = (0..11).map(|i| [i as f32 * 0.1, 1.0, 0.5, 0.25]).collect();
        let mut cb = Constants::new();
        cb.insert(0, cbf.iter().map(|r| r.map(f32::to_bits)).collect());
        let pos: Vec<[f32; 3]> = (0..n).map(|i| [i as f32 * 1e-3, 1.0, 2.0]).collect();
        let nrm: Vec<[f32; 3]> = (0..n)
            .map(|i| [0.0, 0.6, 0.8 + (i % 7) as f32 * 0.01])
            .collect();
        let uv: Vec<[f32; 2]> = (0..n).map(|i| [(i % 100) as f32 * 0.01, 0.75]).collect();
        let inputs = (0..n)
            .map(|i| vec![reg(&pos[i]), reg(&nrm[i]), reg(&uv[i])])
            .collect();
        VsCase {
            program,
            cb,
            cbf,
            pos,
            nrm,
            uv,
            inputs,
        }
    }

    /// The shader's math in Rust: clip position, world position, unit
    /// normal and uv per vertex.
    pub fn native(&self) -> Vec<VsVertex> {
        let cbf = &self.cbf;
        let d4 = |a: [f32; 4], b: [f32; 4]| a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
        let d3 = |a: [f32; 3], b: [f32; 4]| a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
        let mut out = Vec::with_capacity(self.pos.len());
        for i in 0..self.pos.len() {
            let p = self.pos[i];
            let p1 = [p[0], p[1], p[2], 1.0];
            let w: [f32; 4] = std::array::from_fn(|k| d4(p1, cbf[k]));
            let clip: [f32; 4] = std::array::from_fn(|k| d4(w, cbf[4 + k]));
            let n: [f32; 3] = std::array::from_fn(|k| d3(self.nrm[i], cbf[8 + k]));
            let r = 1.0 / (n[0] * n[0] + n[1] * n[1] + n[2] * n[2]).sqrt();
            out.push((
                clip,
                [w[0], w[1], w[2]],
                [n[0] * r, n[1] * r, n[2] * r],
                self.uv[i],
            ));
        }
        out
    }
}

/// `vs40_gouraud_light_loop` over `n` vertices: a loop over 8 lights that
/// `continue`s past each light out of a vertex's range, so the lanes of a
/// batch part (each light reaches some of them).
pub struct VsLightsCase {
    pub program: dxsm::sm4::ir::Program,
    pub cb: Constants,
    /// The cbuffer's rows: 16 lights (position and range, colour), the
    /// light count with the ambient colour, the view-projection rows.
    pub rows: Vec<[f32; 4]>,
    pub lights: u32,
    pub pos: Vec<[f32; 3]>,
    pub nrm: Vec<[f32; 3]>,
    /// The register files `v0`, `v1` of each vertex.
    pub inputs: Vec<Vec<[u32; 4]>>,
}

impl VsLightsCase {
    pub fn new(n: usize) -> VsLightsCase {
        let program = dxsm::run::load_sm4(&corpus("vs40_gouraud_light_loop.o")).unwrap();
        let lights = 8u32;
        let mut rows = vec![[0f32; 4]; 37];
        for i in 0..lights as usize {
            // Lights over a 10×10 square, range 3.
            let (x, y) = ((i % 4) as f32 * 3.0 + 0.5, (i / 4) as f32 * 5.0 + 2.5);
            rows[2 * i] = [x, y, 1.0, 3.0];
            rows[2 * i + 1] = [0.2 + 0.1 * i as f32, 0.5, 0.9 - 0.1 * i as f32, 1.0];
        }
        rows[32] = [f32::from_bits(lights), 0.05, 0.05, 0.1];
        for k in 0..4 {
            rows[33 + k][k] = 1.0;
        }
        let mut cb = Constants::new();
        cb.insert(0, rows.iter().map(|r| r.map(f32::to_bits)).collect());
        // Vertices over the square, in an order that mixes neighbours.
        let pos: Vec<[f32; 3]> = (0..n)
            .map(|i| {
                let k = (i * 7919) % n.max(1);
                [
                    (k % 1000) as f32 * 0.01,
                    (k / 1000 % 1000) as f32 * 0.01,
                    0.0,
                ]
            })
            .collect();
        let nrm: Vec<[f32; 3]> = (0..n)
            .map(|i| [0.0, 0.6, 0.8 - (i % 5) as f32 * 0.1])
            .collect();
        let inputs = (0..n).map(|i| vec![reg(&pos[i]), reg(&nrm[i])]).collect();
        VsLightsCase {
            program,
            cb,
            rows,
            lights,
            pos,
            nrm,
            inputs,
        }
    }

    /// The HLSL source's math: clip position and lit colour per vertex.
    pub fn native(&self) -> Vec<([f32; 4], [f32; 3])> {
        let rows = &self.rows;
        let dot3 = |a: [f32; 3], b: [f32; 3]| a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
        let mut out = Vec::with_capacity(self.pos.len());
        for (p, n) in self.pos.iter().zip(&self.nrm) {
            let mut c = [rows[32][1], rows[32][2], rows[32][3]];
            for i in 0..self.lights.min(16) as usize {
                let [lx, ly, lz, range] = rows[2 * i];
                let l = [lx - p[0], ly - p[1], lz - p[2]];
                let d = dot3(l, l).sqrt();
                if range < d {
                    continue;
                }
                let att = 1.0 - d / range;
                let s = dot3(*n, [l[0] / d, l[1] / d, l[2] / d]).clamp(0.0, 1.0);
                for k in 0..3 {
                    c[k] += s * rows[2 * i + 1][k] * (att * att);
                }
            }
            let p1 = [p[0], p[1], p[2], 1.0];
            let clip: [f32; 4] = std::array::from_fn(|k| {
                let r = rows[33 + k];
                p1[0] * r[0] + p1[1] * r[1] + p1[2] * r[2] + p1[3] * r[3]
            });
            out.push((clip, c));
        }
        out
    }
}

/// `gs40_line_to_tristrip` over `n` lines.
pub struct GsCase {
    pub program: dxsm::sm4::ir::Program,
    pub cb: Constants,
    pub thick: f32,
    /// Each line: position and colour of its two vertices (what the native
    /// version reads).
    pub lines: Vec<[[f32; 4]; 4]>,
    /// Each line's two vertices, each the register files `v0`, `v1` (what
    /// the interpreter reads).
    pub prims: Vec<Vec<Vec<[u32; 4]>>>,
}

/// A GS output vertex: position, colour, distance.
pub type GsVertex = ([f32; 4], [f32; 4], f32);

impl GsCase {
    pub fn new(n: usize) -> GsCase {
        let program = dxsm::run::load_sm4(&corpus("gs40_line_to_tristrip.o")).unwrap();
        let thick = 0.05f32;
        let mut cb = Constants::new();
        let mut rows = vec![[0u32; 4]; 7];
        rows[6] = [0.1f32.to_bits(), 0.1f32.to_bits(), thick.to_bits(), 0];
        cb.insert(0, rows);
        let lines: Vec<_> = (0..n).map(Self::line).collect();
        let prims = lines
            .iter()
            .map(|l| {
                vec![
                    vec![l[0].map(f32::to_bits), l[1].map(f32::to_bits)],
                    vec![l[2].map(f32::to_bits), l[3].map(f32::to_bits)],
                ]
            })
            .collect();
        GsCase {
            program,
            cb,
            thick,
            lines,
            prims,
        }
    }

    /// Line i: from (x, 0) to (x + 0.5, 1) in clip space (w = 1), colours
    /// red and green.
    pub fn line(i: usize) -> [[f32; 4]; 4] {
        let x = i as f32 * 1e-5;
        [
            [x, 0.0, 0.0, 1.0],
            [1.0, 0.0, 0.0, 1.0],
            [x + 0.5, 1.0, 0.0, 1.0],
            [0.0, 1.0, 0.0, 1.0],
        ]
    }

    /// The HLSL source's math: a screen-space quad around each line.
    pub fn native(&self) -> Vec<[GsVertex; 4]> {
        let thick = self.thick;
        let mut strips = Vec::with_capacity(self.lines.len());
        for l in &self.lines {
            let (p0, p1) = (
                [l[0][0] / l[0][3], l[0][1] / l[0][3]],
                [l[2][0] / l[2][3], l[2][1] / l[2][3]],
            );
            let d = [p1[0] - p0[0], p1[1] - p0[1]];
            let r = 1.0 / (d[0] * d[0] + d[1] * d[1]).sqrt();
            let nv = [-d[1] * r * thick, d[0] * r * thick];
            let v = |q: [f32; 2], s: f32, w: f32, z: f32, col: [f32; 4], dist: f32| {
                (
                    [(q[0] + s * nv[0]) * w, (q[1] + s * nv[1]) * w, z, w],
                    col,
                    dist,
                )
            };
            strips.push([
                v(p0, 1.0, l[0][3], l[0][2], l[1], -1.0),
                v(p0, -1.0, l[0][3], l[0][2], l[1], 1.0),
                v(p1, 1.0, l[2][3], l[2][2], l[3], -1.0),
                v(p1, -1.0, l[2][3], l[2][2], l[3], 1.0),
            ]);
        }
        strips
    }
}

/// `ps40_blinn_phong` over `n` pixels (`n` a multiple of 4): a normal and
/// a world position per pixel.
pub struct PsCase {
    pub program: dxsm::sm4::ir::Program,
    pub cb: Constants,
    /// lightDir, shininess, eye, specK, albedo (the cbuffer's rows).
    pub rows: [[f32; 4]; 3],
    pub wpos: Vec<[f32; 3]>,
    pub nrm: Vec<[f32; 3]>,
    /// The register files `v0` (position, unused), `v1`, `v2` of each pixel.
    pub inputs: Vec<Vec<[u32; 4]>>,
}

impl PsCase {
    pub fn new(n: usize) -> PsCase {
        let program = dxsm::run::load_sm4(&corpus("ps40_blinn_phong.o")).unwrap();
        let rows = [
            [0.0, -0.6, -0.8, 16.0],
            [0.0, 2.0, -5.0, 0.5],
            [0.8, 0.6, 0.4, 1.0],
        ];
        let mut cb = Constants::new();
        cb.insert(0, rows.iter().map(|r| r.map(f32::to_bits)).collect());
        let wpos: Vec<[f32; 3]> = (0..n)
            .map(|i| [(i % 1024) as f32 * 1e-3, (i / 1024) as f32 * 1e-3, 0.0])
            .collect();
        let nrm: Vec<[f32; 3]> = (0..n)
            .map(|i| [0.1 * (i % 5) as f32, 1.0, -0.5 + 0.01 * (i % 13) as f32])
            .collect();
        let b = |x: f32| x.to_bits();
        let inputs = (0..n)
            .map(|i| {
                vec![
                    [0; 4],
                    [b(wpos[i][0]), b(wpos[i][1]), b(wpos[i][2]), 0],
                    [b(nrm[i][0]), b(nrm[i][1]), b(nrm[i][2]), 0],
                ]
            })
            .collect();
        PsCase {
            program,
            cb,
            rows,
            wpos,
            nrm,
            inputs,
        }
    }

    /// The HLSL source's math: Blinn-Phong, one colour per pixel.
    pub fn native(&self) -> Vec<[f32; 4]> {
        let [l, e, albedo] = self.rows;
        let (shininess, spec_k) = (l[3], e[3]);
        let dot = |a: [f32; 3], b: [f32; 3]| a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
        let norm = |a: [f32; 3]| {
            let r = 1.0 / dot(a, a).sqrt();
            [a[0] * r, a[1] * r, a[2] * r]
        };
        let neg_l = [-l[0], -l[1], -l[2]];
        let mut out = Vec::with_capacity(self.nrm.len());
        for (nrm, wpos) in self.nrm.iter().zip(&self.wpos) {
            let n = norm(*nrm);
            let v = norm([e[0] - wpos[0], e[1] - wpos[1], e[2] - wpos[2]]);
            let h = norm([v[0] - l[0], v[1] - l[1], v[2] - l[2]]);
            let diff = dot(n, neg_l).clamp(0.0, 1.0);
            let spec = dot(n, h).clamp(0.0, 1.0).powf(shininess) * spec_k;
            out.push([
                albedo[0] * diff + spec,
                albedo[1] * diff + spec,
                albedo[2] * diff + spec,
                albedo[3],
            ]);
        }
        out
    }
}

/// `cs40_raw_copy_convert` over `n` threads (`n` a multiple of 64): each
/// thread turns one word of `t0` (four bytes) into four scaled floats in
/// `u0`.
pub struct CsCase {
    pub program: dxsm::sm4::ir::Program,
    pub cb: Constants,
    pub scale: f32,
    /// The words of `t0`.
    pub src: Vec<u32>,
    /// `t0` and `u0` as a run file gives them.
    pub resources: serde_json::Value,
    /// Thread groups (64 threads each).
    pub groups: [u32; 3],
}

impl CsCase {
    pub fn new(n: usize) -> CsCase {
        let program = dxsm::run::load_sm4(&corpus("cs40_raw_copy_convert.o")).unwrap();
        let scale = 1.0f32 / 255.0;
        let mut cb = Constants::new();
        cb.insert(0, vec![[n as u32, scale.to_bits(), 0, 0]]);
        let src: Vec<u32> = (0..n as u32).map(|i| i.wrapping_mul(0x9e37_79b9)).collect();
        let resources = serde_json::json!({
            "t0": {"words": src},
            "u0": {"words": vec![0u32; 4 * n]},
        });
        CsCase {
            program,
            cb,
            scale,
            src,
            resources,
            groups: [n as u32 / 64, 1, 1],
        }
    }

    /// The HLSL source's math into `dst` (four words per thread).
    pub fn native(&self, dst: &mut [u32]) {
        let s = self.scale;
        for (v, d) in self.src.iter().zip(dst.chunks_exact_mut(4)) {
            let f = |x: u32| (x as f32 * s).to_bits();
            d[0] = f(v & 255);
            d[1] = f((v >> 8) & 255);
            d[2] = f((v >> 16) & 255);
            d[3] = f(v >> 24);
        }
    }
}
