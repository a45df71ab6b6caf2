//! The pixel shader as the back end runs it: an SM4/5 one or a Direct3D
//! 9 pair's, made on each band's thread from what the draw prepared.

use crate::run::d3d9::ps1_draw::Fragments1;
use crate::run::d3d9::stages::{Fragments9, In9};
use crate::run::mem::Memory;
use crate::run::{FragmentQuad, FragmentShader, Prepared, RunError, Shaded};
use std::cell::RefCell;
use std::rc::Rc;

/// The pixel shader as each band runs it.
#[derive(Clone, Copy)]
pub(super) enum PixelStage<'p, 'a> {
    /// SM4/5.
    Sm4 {
        /// The program, prepared.
        prepared: &'p Prepared<'a>,
        /// Its constant buffers.
        constants: &'p crate::run::Constants,
        /// Invocation step limit.
        max_steps: u64,
    },
    /// A Direct3D 9 pair's ps_1_x pixel shader.
    Ps1 {
        /// The program, prepared.
        prepared: &'p crate::run::d3d9::ps1_draw::Prepared1<'a>,
        /// Its constants and bump-environment states.
        bindings: &'p crate::run::d3d9::Bindings1,
        /// Each input and the index of a pixel's file that holds it.
        map: &'p [(usize, In9)],
    },
    /// A Direct3D 9 pair's ps_2_0 to ps_3_0 pixel shader.
    D3d9 {
        /// The program, prepared.
        prepared: &'p crate::run::d3d9::Prepared<'a>,
        /// Its constants.
        consts: &'p crate::run::d3d9::Consts,
        /// Each input and the index of a pixel's file that holds it.
        map: &'p [(usize, In9)],
        /// Invocation step limit.
        max_steps: u64,
    },
}

impl<'p, 'a> PixelStage<'p, 'a> {
    /// The shader, ready to shade, reading `mem`.
    pub fn shader(self, mem: Rc<RefCell<Memory>>) -> Shader<'p, 'a> {
        match self {
            PixelStage::Sm4 {
                prepared,
                constants,
                max_steps,
            } => Shader::Sm4(FragmentShader::new(prepared, constants, mem, max_steps)),
            PixelStage::D3d9 {
                prepared,
                consts,
                map,
                max_steps,
            } => {
                // Direct3D 9 shaders only read their textures.
                let mem = Rc::new(mem.borrow().clone());
                Shader::D3d9(Fragments9::new(prepared, consts, mem, max_steps, map))
            }
            PixelStage::Ps1 {
                prepared,
                bindings,
                map,
            } => Shader::Ps1(Box::new(Fragments1::new(
                prepared,
                bindings,
                mem.borrow().clone(),
                map,
            ))),
        }
    }
}

/// A pixel shader shading quads.
pub(super) enum Shader<'p, 'a> {
    /// SM4/5.
    Sm4(FragmentShader<'p, 'a>),
    /// Direct3D 9.
    D3d9(Fragments9<'p, 'a>),
    /// Direct3D 9 ps_1_x.
    Ps1(Box<Fragments1<'p, 'a>>),
}

impl Shader<'_, '_> {
    /// Shades pixels of `samples` samples with `sample_mask`.
    pub fn set_samples(&mut self, samples: u32, sample_mask: u32) {
        if let Shader::Sm4(s) = self {
            s.set_samples(samples, sample_mask);
        }
    }

    /// Shades `quads`, appending each fragment's result to `out`.
    pub fn shade(&mut self, quads: &[FragmentQuad], out: &mut Shaded) -> Result<(), RunError> {
        match self {
            Shader::Sm4(s) => s.shade(quads, out),
            Shader::D3d9(s) => s.shade(quads, out),
            Shader::Ps1(s) => s.shade(quads, out),
        }
    }
}
