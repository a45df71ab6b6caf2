//! Diagnostic codes: Microsoft's (`X2000`-`X2029` from the assembler's
//! grammar, `X3xxx`-`X8000` from the compiler's and validator's checks) and
//! ours (`DXSM0001`-`DXSM2201`, for what Microsoft does not check or does
//! not number). One table gives each its name, its usual severity and the
//! message Microsoft prints for one instance of it (ours where Microsoft has
//! none); a finding's own message names its registers and values.

/// How bad a finding is (printed and serialized as `error` or `warning`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    #[default]
    /// The shader is invalid.
    Error,
    /// Allowed, but worth knowing.
    Warning,
}

impl Severity {
    /// `error` or `warning`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

impl std::fmt::Display for Severity {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

macro_rules! codes {
    ($($code:ident, $severity:ident, $text:literal;)*) => {
        /// A diagnostic code (`Code::X3514`); [`Code::as_str`] is how it
        /// prints.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Code {
            $(
                #[doc = concat!("`", $text, "`")]
                $code,
            )*
        }

        impl Code {
            /// Every code, in the table's order.
            pub const ALL: &'static [Code] = &[$(Code::$code),*];

            /// The code as printed (`X3514`, `DXSM2201`).
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(Code::$code => stringify!($code),)*
                }
            }

            /// Its usual severity (a finding may say otherwise: `X4567`
            /// is a warning for the slots only the hardware has).
            pub const fn severity(self) -> Severity {
                match self {
                    $(Code::$code => Severity::$severity,)*
                }
            }

            /// The message Microsoft prints for one instance of it (ours
            /// for a `DXSM` code).
            pub const fn text(self) -> &'static str {
                match self {
                    $(Code::$code => $text,)*
                }
            }

            /// The code printed as `s`, if there is one.
            pub fn from_name(s: &str) -> Option<Code> {
                match s {
                    $(stringify!($code) => Some(Code::$code),)*
                    _ => None,
                }
            }
        }
    };
}

codes! {
        X2000, Error, "syntax error : unexpected token 'ret'";
        X2001, Error, "shader version expected";
        X2003, Error, "invalid mask 'xxyz'";
        X2005, Error, "invalid register 'p0'";
        X2007, Error, "only a0.x is allowed as a relative address register in vs_1_1";
        X2010, Error, "invalid complement expression";
        X2011, Error, "negate and divide modifiers cannot be combined";
        X2022, Error, "scalar registers cannot be swizzled";
        X2027, Error, "instruction coissue is not supported in this shader version";
        X2029, Error, "complement is not supported in this shader version";
        X3514, Error, "gs_4_1 does not allow instancing";
        X3655, Error, "the product of the arguments of numthreads(0,1,1) must be at least 1";
        X3657, Error, "max tesselation factor must be in the range [1,64]";
        X3666, Error, "… does not support typed UAVs";
        X4502, Error, "invalid ps_2_0 input semantic 'VPOS'";
        X4505, Error, "Sum of temp registers and indexable temp registers exceeds limit of 4096";
        X4506, Error, "… … limit (…) exceeded, shader uses … inputs.";
        X4509, Error, "maximum … register index exceeded, target has … slots, manual bind to slot …… failed";
        X4567, Error, "maximum cbuffer exceeded. target has 14 slots, manual bind to slot … failed";
        X4570, Error, "gs_4_0 can only emit to 1 stream";
        X4571, Error, "… … limit (…) exceeded, shader uses … outputs.";
        X4576, Error, "Too many … signature parameters of type SV_ClipDistance or SV_CullDistance.";
        X4584, Error, "maximum number of interface pointers exceeded (… max is …)";
        X4586, Error, "The total amount of group shared memory (36000 bytes) exceeds the cs_5_0 limit of 32768 bytes";
        X4589, Error, "Maximum … … count (…) exceeded (…).";
        X4592, Error, "when multiple GS output streams are used they must be pointlists";
        X4599, Error, "structured buffer elements cannot be larger than 2048 bytes in ps_5_0 (actual size 2400 bytes)";
        X4600, Error, "Shader uses too many (…) indexable literal values, the maximum allowed is ….";
        X5024, Error, "For ps_1_2 or ps_1_3, the cmp or dp4 instructions cannot have a source register the same as the destination register.";
        X5025, Error, "Invalid src mod for first source param.";
        X5036, Error, "Read of uninitialized components(*) in r0: *r/0 *g/1 *b/2 a/3";
        X5037, Error, "Invalid reg type for dest param.";
        X5040, Error, "Must use texture register a dest param for tex* instructions.";
        X5043, Error, "Dest shift not allowed for tex* instructions.";
        X5049, Error, "3 different constant registers (c#) read by instruction.  Max. different constant registers readable per instruction is 2.";
        X5059, Error, "First source for cnd instruction must be 'r0.a'.";
        X5063, Error, "Const declaration (def) must appear before other instructions.";
        X5066, Error, "Dest write mask must be .rgb, or .rgba (all) for dp3.";
        X5090, Error, "r0 must be written by shader. Uninitialized components(*): *r/0 *g/1 *b/2 *a/3";
        X5097, Error, "(Second source param) Modifiers are not allowed on constants for ps_1_4.";
        X5099, Error, "(Source param) Source register type must be temp (r#) or texture coordinate input (t#) for tex* instruction.";
        X5112, Error, "(Second source param) Texture coordinate registers (t#) are not available to arithmetic instructions.";
        X5115, Error, "(First source param) Invalid source modifier.";
        X5119, Error, "Read of uninitialized …(*) in …: …";
        X5121, Error, "Read of uninitialized components(*) in r0: *r/x/0 *g/y/1 b/z/2 a/w/3";
        X5122, Error, "The current tex* instruction reads from r0, which was written earlier by another tex* instruction in the same block of tex* instructions.  Dependent reads are not permitted within a single block of tex* instructions.  To perform a dependent read, separate texture coordinate derivation from the tex* instruction using the coordinates with a 'phase' marker.";
        X5123, Error, "Invalid register type for destination param.";
        X5126, Error, "texcrd must use .xyz(=.rgb) destination writemask.";
        X5134, Error, "3 different constant registers (c#) read by instruction.  Max. different constant registers readable per instruction is 2.";
        X5140, Error, "Register r… (and thus texture stage …) already used as a destination for a tex* instruction in this block of the shader.";
        X5141, Error, "tex* instructions cannot be after arithmetic instructions within one phase of a ps_1_4 shader.  Each phase can have a block of tex* instructions followed by a block of arithmetic instructions.";
        X5144, Error, "v# register read by instruction(s) before phase marker.  This is not permitted.";
        X5155, Error, "Const declaration (def) must appear before other instructions.";
        X5185, Error, "r0 must be written by shader. Uninitialized components(*): *r/0 *g/1 *b/2 *a/3";
        X5190, Error, "Instruction not supported by version ps_2_0 pixel shader.";
        X5192, Error, "First source parameter for texld must be temp (r#) or texture coordinate input(t#) register.";
        X5198, Error, "(First source param) Source swizzles not allowed on tex* instruction.";
        X5199, Error, "(First source param) Invalid source register type for instruction.";
        X5201, Error, "(First source param) Invalid source modifier.";
        X5202, Error, "(Source param) Invalid source selector: .rrgg/xxyy. The only available source swizzles in this shader version are: .rgba/xyzw (same as not specifying swizzle), .r/x, .g/y, .b/z, .a/w, .gbra/yzxw, .brga/zxyw and .abgr/wzyx.";
        X5203, Error, "Sampler register s0 has not been declared.";
        X5204, Error, "Read of uninitialized components(*) in r1: *r/x/0 *g/y/1 *b/z/2 a/w/3";
        X5205, Error, "Note that the b/z component of r0 was previously initialized, but then became uninitialized by a previous instruction (e.g. SINCOS clobbers components).";
        X5206, Error, "Invalid register type for destination param.";
        X5212, Error, "2 different input (v#) or texture (t#) registers read by instruction.  Max. different input/texture registers readable per instruction is 1.";
        X5213, Error, "2 different constant registers (c#) read by instruction.  Max. different constant registers readable per instruction is 1.(There is one exception: this rule does not apply to the SINCOS macro instruction.)";
        X5215, Error, "def and dcl instructions must appear before other instructions.";
        X5219, Error, "Register t0 has already been declared.";
        X5223, Error, "Destination for def instruction must be of the form c# (where # = reg number). In addition there may be no mask (equivalent to full .xyzw, which is fine).";
        X5224, Error, "c1 already def'd in the shader. ";
        X5229, Error, "Source selector for first source parameter for SINCOS must be .x, .y, .z or .w.";
        X5280, Error, "dcl v# does not support any modifiers.";
        X5297, Error, "def and dcl instructions must appear before other instructions.";
        X5299, Error, "Invalid register type for dcl.  Must be input register (v#), sampler (s#), position (vPos) or face (vFace).";
        X5301, Error, "Declaration for register v0 overlaps previous declaration for the following component(s) of the same register (*): x/0 *y/1 z/2 w/3";
        X5304, Error, "dcl usage+index: texcoord,0 has already been specified for an input register.";
        X5316, Error, "Invalid reg type for first source param.";
        X5322, Error, "Invalid src mod for first source param.";
        X5326, Error, "Read of uninitialized component(*) in a0: *x/0 y/1 z/2 w/3";
        X5327, Error, "Cannot swizzle second source parameter to vector*matrix instructions.";
        X5328, Error, "Format for address register must be a0.x.";
        X5329, Error, "Only the mov instruction is allowed to write to the address register.";
        X5330, Error, "Invalid reg type for dest param.";
        X5337, Error, "def or dcl instructions must appear before other instructions.";
        X5338, Error, "Destination for def instruction must be of the form c# (where # = reg number). In addition there may be no mask (equivalent to full .xyzw, which is fine).";
        X5340, Error, "The only valid write masks for the FRC instruction are .xy and .y.";
        X5341, Error, "Absolute and relative addressing of constant registers cannot be combined in one instruction.";
        X5342, Error, "Different relative addressing of constant registers cannot be combined in one instruction.";
        X5343, Error, "Absolute and relative addressing of constant registers cannot be combined in one instruction.";
        X5346, Error, "2 different constant registers (c#) read by instruction.  Max. different constant registers readable per instruction is 1.";
        X5350, Error, "Vertex shader must minimally write all four components (xyzw) of oPos output register.";
        X5351, Error, "Vertex shader must write all four components (xyzw) of oPos output register.";
        X5364, Error, "Invalid src mod for first source param.";
        X5366, Error, "More than 2 constants (even identical ones) cannot be read by an instruction. (There is one exception: this rule does not apply to the SINCOS instruction.)";
        X5367, Error, "Cannot swizzle second source parameter to vector*matrix instructions.";
        X5370, Error, "aL can only be referenced in the following scenarios: (1) inside a loop/endloop block, or (2) in a subroutine for which in all cases some call below in the stack is in a loop/endloop block.";
        X5372, Error, "mova instruction can only write to the address register.";
        X5373, Error, "The only instruction allowed to write to the predicate register is setp.";
        X5378, Error, "def or dcl instructions must appear before other instructions.";
        X5393, Error, "2 different constant registers (c#) read by instruction.  Max. different constant registers readable per instruction is 1. (There is one exception: this rule does not apply to the SINCOS instruction.)";
        X5398, Error, "When writing to scalar output register, mov instruction must use replicate swizzle on source parameter(s), in order to select single component. i.e. .x | .y | .z | .w (or rgba equivalent)";
        X5405, Error, "Pixel shader must minimally write to oC0 (with a mov instruction).";
        X5406, Error, "oCn registers may only be written using the mov instruction.";
        X5408, Error, "Source parameter for instruction writing to oCn cannot use swizzles.";
        X5410, Error, "Write to oCn register must use full writemask (equivalent to not specifying writemask at all).";
        X5411, Error, "oC0 already written. (oCn registers can only be written at most once each)";
        X5412, Error, "oDepth may only be written using the mov instruction.";
        X5414, Error, "Source parameter for instruction writing to oDepth must use a replicate source swizzle. i.e.: .x | .y | .z | .w or .r | .g | .b | .a.  This identifies the scalar component of the source to send to oDepth.";
        X5421, Error, "Dest register for POW cannot be the same as second source register.";
        X5422, Error, "(First source param) if_cmp requires replicate swizzle for this parameter in order to select component. i.e. .x | .y | .z | .w (or rgba equivalent)";
        X5423, Error, "Dest register for SINCOS cannot be the same as first source register.";
        X5424, Error, "dcl s# must not specify a writemask (equivalent to a full mask). When samplers are used for texture lookup, 4 components are always returned, including defaults for components that may not be present in the texture format set at the sampler. ";
        X5430, Error, "When writing to scalar output register, add instruction must use replicate swizzle on source parameter(s), in order to select single component. i.e. .x | .y | .z | .w (or rgba equivalent)";
        X5441, Error, "frc instruction cannot write to scalar output registers (oFog, oPts).";
        X5449, Error, "Src and dest registers for NRM cannot be the same.";
        X5454, Error, "Write mask for CRS must be one of: .x | .y | .z | .xy | .xz | .yz | .xyz (or rgba equivalent)";
        X5455, Error, "Dest register for POW cannot be the same as second source register.";
        X5456, Error, "Dest register for LRP cannot be the same as first or third source register.";
        X5458, Error, "Second source paramter for SINCOS must be a constant register.";
        X5461, Error, "Source selector for first source parameter for SINCOS must be .x, .y, .z or .w.";
        X5465, Error, "Dest register type for POW must be temp (r#).";
        X5467, Error, "Dest register type for LRP must be temp (r#).";
        X5470, Error, "Second and third source params for SGN must both be different temp (r#) registers.";
        X5485, Error, "rcp requires replicate swizzle for the source parameter in order to select component. i.e. .x | .y | .z | .w (or rgba equivalent)";
        X5491, Error, "Subroutine label number: 0 already defined earlier. Aborting shader validation.";
        X5492, Error, "Cannot call subroutine label defined earlier in shader (label #5 in this case).  Subroutine call must reference label defined later in shader.";
        X5493, Error, "Depth of loop nesting exceeds limit of 4.";
        X5494, Error, "'endloop' instruction does not match up to an 'loop'.";
        X5495, Error, "'ret' instruction not permitted from inside any flow control block.";
        X5497, Error, "'endif' instruction does not match up to an 'if' or 'else'.";
        X5499, Error, "A 'ret' instruction must be followed by either (1) the end of the shader or (2) a 'label' instruction. Aborting shader validation.";
        X5504, Error, "Subroutine label #8 never referenced.";
        X5506, Error, "'else' instruction does not match up to an 'if'.";
        X5507, Error, "End of shader reached and rep construct was not completed with an endrep.";
        X5520, Error, "Too may static flow control instructions (17) for this shader model.  Maximum allowed is 16. The shader instructions that count as 1 static flow control instruction each are: (1)call, (2)callnz (with static condition), (3)if (static branch), (4)else (paired with static if), (5)loop, (6)rep.";
        X5525, Error, "First source parameter for texld* must be temp (r#), input (v#) or constant (c#) register.";
        X5527, Error, "First source parameter for texldl must be temp (r#), input (v#) or const (c#) register.";
        X5528, Error, "Second source parameter for texld* must be sampler stage (s#).";
        X5529, Error, "Second source parameter for texldl must be sampler stage (s#).";
        X5539, Error, "(first source param) Modifiers are not allowed on constants for ps_1_x.";
        X5546, Error, "Components of register t1 being read, but not declared. v# and t# registers must be declared using a dcl statement (down to the component level) in ps_2_0. Undeclared components(*) being read: *r/x/0 *g/y/1 b/z/2 a/w/3";
        X5555, Error, "i0.x (which represents rep iteration count) cannot be negative. i0.x is currently def'd as -1.";
        X5557, Error, "Depth of dynamic 'if' nesting exceeds limit of 24, due to break_cmp that counts towards same limit.";
        X5567, Error, "Cannot swizzle second source parameter to vector*matrix instructions.";
        X5575, Error, "Depth of dynamic 'if' nesting exceeds limit of 24.";
        X5578, Error, "Invalid register type for destination param.";
        X5584, Error, "2 different constant registers (c#) read by instruction.  Max. different constant registers readable per instruction is 1.";
        X5587, Error, "Destination for def instruction must be of the form c# (where # = reg number). In addition there may be no mask (equivalent to full .xyzw, which is fine).";
        X5588, Error, "c1 already def'd in the shader. ";
        X5590, Error, "c1 already def'd in the shader. ";
        X5591, Error, "i1 already def'd in the shader. ";
        X5592, Error, "b1 already def'd in the shader. ";
        X5594, Error, "c1 already def'd in the shader. ";
        X5595, Error, "i1 already def'd in the shader. ";
        X5596, Error, "b1 already def'd in the shader. ";
        X5599, Error, "i1 already def'd in the shader. ";
        X5600, Error, "b1 already def'd in the shader. ";
        X5602, Error, "i1 already def'd in the shader. ";
        X5603, Error, "b1 already def'd in the shader. ";
        X5604, Error, "Src and dest registers for NRM cannot be the same.";
        X5614, Error, "Depth of dynamic 'if' nesting exceeds limit of 24, due to break_cmp that counts towards same limit.";
        X5623, Error, "def and dcl instructions must appear before other instructions.";
        X5630, Error, "vPos register already declared.";
        X5632, Error, "Register v0 has already been declared.";
        X5633, Error, "Declaration for register o1 overlaps previous declaration for the following component(s) of the same register (*): x/0 *y/1 z/2 w/3";
        X5637, Error, "dcl usage: texcoord0 has already been specified.";
        X5638, Error, "dcl usage+index: texcoord,0 has already been specified for an input register.";
        X5639, Error, "dcl usage+index: position,0 has already been specified for an output register.";
        X5640, Error, "Cannot swizzle second source parameter to vector*matrix instructions.";
        X5641, Error, "Cannot swizzle second source parameter to vector*matrix instructions.";
        X5655, Error, "Instruction not supported by version vs_2_0 shader.";
        X5679, Error, "Invalid reg type for first source param.";
        X5680, Error, "Invalid reg type for first source param.";
        X5681, Error, "Invalid reg type for first source param.";
        X5682, Error, "Invalid reg num: 16 for first source param. Max allowed for this type is 15.";
        X5692, Error, "vFace register can only be used as one of the sources to if_(cond), break_(cond), setp_(cond), or the condition in a cmp.";
        X5697, Error, "Invalid src mod for first source param.";
        X5698, Error, "Invalid src mod for first source param.";
        X5701, Error, "Depth of dynamic 'if' nesting exceeds limit of 24, due to break_cmp that counts towards same limit.";
        X5702, Error, "Input register v0 was not declared with a dcl statement.  Attempt to read components(*): *x/0 *y/1 *z/2 *w/3";
        X5703, Error, "Attempt to read undeclared component of input register v0 (*): x/0 y/1 z/2 *w/3. Components of v# registers to be read must be declared by a dcl statement.";
        X5704, Error, "Attempt to write undeclared component of output register o1 (*): x/0 y/1 z/2 *w/3. Components of o# registers to be written must be declared by a dcl statement.";
        X5706, Error, "aL can only be referenced in the following scenarios: (1) inside a loop/endloop block, or (2) in a subroutine for which in all cases some call below in the stack is in a loop/endloop block.";
        X5707, Error, "aL can only be referenced in the following scenarios: (1) inside a loop/endloop block, or (2) in a subroutine for which in all cases some call below in the stack is in a loop/endloop block.";
        X5711, Error, "Only the mova instruction is allowed to write to the address register.";
        X5712, Error, "Only the mova instruction is allowed to write to the address register.";
        X5713, Error, "mova instruction can only write to the address register.";
        X5715, Error, "Invalid reg type for dest param.";
        X5716, Error, "The only instruction allowed to write to the predicate register is setp.";
        X5718, Error, "Invalid reg type for dest param.";
        X5719, Error, "The only instruction allowed to write to the predicate register is setp.";
        X5721, Error, "Invalid dest reg num: 12. Max allowed for this reg type is 11.";
        X5722, Error, "mova instruction does not support _sat modifier.";
        X5728, Error, "Relative addressing of o# register requires aL register.";
        X5729, Error, "def or dcl instructions must appear before other instructions.";
        X5730, Error, "def or dcl instructions must appear before other instructions.";
        X5731, Error, "def or dcl instructions must appear before other instructions.";
        X5733, Error, "Destination for def instruction must be c# register (where # = reg number). In addition there may be no mask (equivalent to full .xyzw, which is fine).";
        X5735, Error, "Destination for def instruction must be c# register (where # = reg number). In addition there may be no mask (equivalent to full .xyzw, which is fine).";
        X5739, Error, "Absolute and relative addressing of constant registers cannot be combined in one instruction.";
        X5741, Error, "Absolute and relative addressing of constant registers cannot be combined in one instruction.";
        X5743, Error, "Different relative addressing of constant registers cannot be combined in one instruction.";
        X5745, Error, "Different relative addressing of constant registers cannot be combined in one instruction.";
        X5747, Error, "Absolute and relative addressing of constant registers cannot be combined in one instruction.";
        X5749, Error, "Absolute and relative addressing of constant registers cannot be combined in one instruction.";
        X5752, Error, "2 different constant registers (c#) read by instruction.  Max. different constant registers readable per instruction is 1.";
        X5758, Error, "oDepth may not be written by the rsq instruction.";
        X5764, Error, "Dest register for POW cannot be the same as second source register.";
        X5765, Error, "Dest register for LRP cannot be the same as first or third source register.";
        X5766, Error, "Dest register for LRP cannot be the same as first or third source register.";
        X5769, Error, "Sampler s0 already declared.";
        X5770, Error, "dcl s# must not specify a writemask (equivalent to a full mask). ";
        X5771, Error, "Sampler s0 already declared.";
        X5772, Error, "dcl s# must not specify a writemask (equivalent to a full mask). ";
        X5775, Error, "Dependent tex-op sequence too long (4th order). A 1st order dependent tex-op is a tex[ld*|kill] instruction in which either: (1) an r# reg is input (NOT t# reg), or (2) output r# reg was previously written, now being written AGAIN. A 2nd order dependent tex-op occurs if: a tex-op reads OR WRITES to an r# reg whose contents, BEFORE executing the tex-op, depend (perhaps indirectly) on the outcome of a 1st order dependent tex-op. An (n)th order dependent tex-op derives from an (n-1)th order tex-op. A given tex-op may be dependent to at most 3rd order (ps_2_0/x only).";
        X5776, Error, "When writing to scalar output register, mov instruction must use replicate swizzle on source parameter(s), in order to select single component. i.e. .x | .y | .z | .w (or rgba equivalent)";
        X5789, Error, "Dest register for POW cannot be the same as second source register.";
        X5790, Error, "Dest register for LRP cannot be the same as first or third source register.";
        X5792, Error, "Dest register type for POW must be temp (r#).";
        X5793, Error, "rcp requires replicate swizzle for source parameter(s) in order to select component. i.e. .x | .y | .z | .w (or rgba equivalent)";
        X5794, Error, "pow requires replicate swizzle for source parameter(s) in order to select component. i.e. .x | .y | .z | .w (or rgba equivalent)";
        X5795, Error, "sincos requires replicate swizzle for source parameter(s) in order to select component. i.e. .x | .y | .z | .w (or rgba equivalent)";
        X5796, Error, "Dest register type for LRP must be temp (r#).";
        X5797, Error, "Second and third source params for SGN must both be different temp (r#) registers.";
        X5800, Error, "dcl must specify full writemask in this shader version (same as not specifying mask) for v# registers.";
        X5804, Error, "Relative address must specify a single component selector (.x, .y, .z or .w) to indicate relative address component. Aborting validation.";
        X5810, Error, "Scalar output register must have full write mask.";
        X5819, Error, "Subroutine label number, 16, is too large. Maximum label number is 15.";
        X5821, Error, "Subroutine label number: 0 already defined earlier. Aborting shader validation.";
        X5822, Error, "Subroutine label number: 0 already defined earlier. Aborting shader validation.";
        X5823, Error, "Subroutine label number: 0 already defined earlier. Aborting shader validation.";
        X5824, Error, "Cannot call subroutine label defined earlier in shader (label #709 in this case).  Subroutine call must reference label defined later in shader.";
        X5825, Error, "Cannot call subroutine label defined earlier in shader (label #3 in this case).  Subroutine call must reference label defined later in shader.";
        X5826, Error, "Cannot call subroutine label defined earlier in shader (label #633 in this case).  Subroutine call must reference label defined later in shader.";
        X5827, Error, "Depth of loop nesting exceeds limit of 4.";
        X5829, Error, "Depth of loop nesting exceeds limit of 4.";
        X5830, Error, "Depth of loop nesting exceeds limit of 4.";
        X5831, Error, "'endloop' instruction does not match up to an 'loop'.";
        X5832, Error, "'endloop' instruction does not match up to an 'loop'.";
        X5833, Error, "'ret' instruction not permitted from inside any flow control block.";
        X5834, Error, "'ret' instruction not permitted from inside any flow control block.";
        X5835, Error, "'ret' instruction not permitted from inside any flow control block.";
        X5836, Error, "'endrep' instruction does not match up to a 'rep'.";
        X5837, Error, "'endrep' instruction does not match up to a 'rep'.";
        X5838, Error, "'endrep' instruction does not match up to a 'rep'.";
        X5839, Error, "'endrep' instruction does not match up to a 'rep'.";
        X5840, Error, "'endif' instruction does not match up to an 'if' or 'else'.";
        X5841, Error, "'endif' instruction does not match up to an 'if' or 'else'.";
        X5842, Error, "'endif' instruction does not match up to an 'if' or 'else'.";
        X5843, Error, "Depth of subroutine call nesting exceeds limit of 4.";
        X5846, Error, "Depth of dynamic 'if' nesting exceeds limit of 24.";
        X5847, Error, "Depth of static 'if' nesting exceeds limit of 24.";
        X5849, Error, "Depth of dynamic 'if' nesting exceeds limit of 24.";
        X5851, Error, "Depth of subroutine call nesting exceeds limit of 4.";
        X5854, Error, "Depth of dynamic 'if' nesting exceeds limit of 24.";
        X5856, Error, "Depth of static 'if' nesting exceeds limit of 24.";
        X5858, Error, "Depth of dynamic 'if' nesting exceeds limit of 24.";
        X5861, Error, "Depth of subroutine call nesting exceeds limit of 4.";
        X5865, Error, "Depth of dynamic 'if' nesting exceeds limit of 24.";
        X5868, Error, "Depth of static 'if' nesting exceeds limit of 24.";
        X5871, Error, "Depth of dynamic 'if' nesting exceeds limit of 24.";
        X5873, Error, "Depth of subroutine call nesting exceeds limit of 4.";
        X5876, Error, "Depth of dynamic 'if' nesting exceeds limit of 24.";
        X5878, Error, "Depth of static 'if' nesting exceeds limit of 24.";
        X5880, Error, "Depth of dynamic 'if' nesting exceeds limit of 24, due to break_cmp that counts towards same limit.";
        X5881, Error, "A 'ret' instruction must be followed by either (1) the end of the shader or (2) a 'label' instruction. Aborting shader validation.";
        X5882, Error, "A 'ret' instruction must be followed by either (1) the end of the shader or (2) a 'label' instruction. Aborting shader validation.";
        X5883, Error, "A 'ret' instruction must be followed by either (1) the end of the shader or (2) a 'label' instruction. Aborting shader validation.";
        X5885, Error, "Subroutine with label #5 called, but never defined.";
        X5887, Error, "Subroutine label #837 never referenced.";
        X5888, Error, "Subroutine label #8 never referenced.";
        X5889, Error, "Subroutine label #48 never referenced.";
        X5893, Error, "'else' already used for current 'if' construct.";
        X5894, Error, "'break' instruction not within a local rep/endrep construct.";
        X5895, Error, "'else' instruction does not match up to an 'if'.";
        X5896, Error, "'else' already used for current 'if' construct.";
        X5897, Error, "'break' instruction not within a local loop/rep construct.";
        X5898, Error, "'else' instruction does not match up to an 'if'.";
        X5899, Error, "'else' already used for current 'if' construct.";
        X5900, Error, "'break' instruction not within a local loop/rep construct.";
        X5901, Error, "'else' instruction does not match up to an 'if'.";
        X5902, Error, "'else' already used for current 'if' construct.";
        X5903, Error, "'break' instruction not within a local loop/rep construct.";
        X5904, Error, "End of shader reached and 'if' construct was not completed with 'else'/'endif'.";
        X5905, Error, "End of shader reached and 'rep' construct was not completed with a 'endrep'.";
        X5906, Error, "End of shader reached and 'if' construct was not completed with 'else'/'endif'.";
        X5907, Error, "End of shader reached and 'rep' construct was not completed with a 'endrep'.";
        X5908, Error, "End of shader reached and 'if' construct was not completed with 'else'/'endif'.";
        X5909, Error, "End of shader reached and 'rep' construct was not completed with a 'endrep'.";
        X5910, Error, "End of shader reached and 'if' construct was not completed with 'else'/'endif'.";
        X5914, Error, "if requires the condition parameter to be boolean constant register (b#), or predicate register (p0). ";
        X5917, Error, "if requires parameter (the branch condition) to be boolean constant register (b#), or predicate register (p0). ";
        X5920, Error, "if requires parameter (the branch condition) to be boolean constant register (b#), or predicate register (p0). ";
        X5921, Error, "if requires parameter (the branch condition) to be boolean constant register (b#). ";
        X5923, Error, "if requires parameter (the branch condition) to be boolean constant register (b#), or predicate register (p0). ";
        X5942, Error, "Parameter(s) for rep instruction must specify default swizzle (.xyzw, or none specified.) ";
        X5947, Error, "Parameter(s) for rep instruction must specify default swizzle (.xyzw, or none specified.) ";
        X5953, Error, "Parameter(s) for rep instruction must specify default swizzle (.xyzw, or none specified.) ";
        X5958, Error, "Parameter(s) for rep instruction must specify default swizzle (.xyzw, or none specified.) ";
        X5968, Error, "dcl s# does not support any modifiers. ";
        X5969, Error, "dcl for s register does not support any modifiers. ";
        X5981, Error, "Output register dcl'd with usage+index psize0 takes as special meaning as a scalar, so no writemask must be specified (identical to full write mask). In addition, no other semantics may declared for the same output register as one assigned to psize0.";
        X5984, Error, "Component of register v0 being read, but not declared. v# registers must be declared using dcl statement(s) (down to the component level). Affected components (*): r/x/0 g/y/1 *b/z/2 a/w/3";
        X5985, Error, "Component(s) of register vPos being read, but not declared. vPos must be declared using a dcl statement. Affected components (*): *r/x/0 *g/y/1 *b/z/2 *a/w/3";
        X5990, Error, "….x (which represents loop or rep iteration count) cannot be negative. ….x is currently def'd as ….";
        X5991, Error, "i0.x (which represents loop or rep iteration count) cannot be negative. i0.x is currently def'd as -1.";
        X5992, Error, "….x (which represents loop or rep iteration count) cannot be negative. ….x is currently def'd as ….";
        X5993, Error, "i0.yzw have no meaning in this shader model; they must simply be 0.";
        X5996, Error, "i#.w has no meaning; it must simply be 0.";
        X5999, Error, "i1.w has no meaning; it must simply be 0.";
        X6002, Error, "i#.w has no meaning; it must simply be 0.";
        X6020, Error, "def and dcl instructions must appear before other instructions.";
        X6038, Error, "3 constant registers (c#) read by instruction.  Max. constant registers readable per instruction (even if they are the same) is 2.  This is in addition to the read port limit of 1 for constants, which restricts how many *different* constants can be read. (There is one exception: none of this applies to the SINCOS macro instruction.)";
        X6048, Error, "Depth of dynamic 'if' nesting exceeds limit of 24 (callnz with predicate counts as a dynamic 'if' nesting level).";
        X6050, Error, "Depth of dynamic 'if' nesting exceeds limit of 24 (callnz with predicate counts as a dynamic 'if' nesting level).";
        X6053, Error, "Depth of dynamic 'if' nesting exceeds limit of 24 (callnz with predicate counts as a dynamic 'if' nesting level).";
        X6055, Error, "Depth of dynamic 'if' nesting exceeds limit of 24 (callnz with predicate counts as a dynamic 'if' nesting level).";
        X6062, Error, "When writing to oDepth, add instruction must use replicate swizzle on source parameter(s), in order to select single component. i.e. .x | .y | .z | .w (or rgba equivalent)";
        X6063, Error, "vPos does not have .z or .w channels in this shader model. Attempt to read following unavailable component(s) (*): r/x/0 g/y/1 *b/z/2 *a/w/3";
        X8000, Error, "Validation Error: Declared output vertex count (33) multiplied by the total number of declared scalar components of output data (32) equals 1056.  This value cannot be greater than 1024.";
        DXSM0001, Error, "The file could not be read.";
        DXSM0002, Error, "The file is not a listing or a shader binary that reads, and Microsoft gives no code.";
        DXSM1001, Error, "'…' needs shader model ….…; this is …";
        DXSM1002, Error, "'…' is not allowed in … shaders";
        DXSM1010, Error, "'else' without an open 'if'";
        DXSM1011, Error, "'…' outside a loop";
        DXSM1012, Error, "'…' outside a switch";
        DXSM1013, Error, "'…' is never closed";
        DXSM1020, Error, "r… is used but dcl_temps declares …";
        DXSM2001, Error, "instance count times dcl_maxout is more than 1024";
        DXSM2002, Error, "vGSInstanceID is read but not declared (dcl_input vGSInstanceID with dcl_gsinstances)";
        DXSM2003, Error, "dcl_input vGSInstanceID needs an instance count (dcl_gsinstances N)";
        DXSM2010, Error, "each dcl_stream needs its own dcl_outputtopology after it";
        DXSM2011, Error, "'…' takes a stream register mN";
        DXSM2012, Error, "'… m…' names a stream that is not declared (dcl_stream m…)";
        DXSM2013, Error, "'…' is used where streams are declared; use '…_stream mN'";
        DXSM2101, Error, "an indexable temp has 1 to 4 components, not …";
        DXSM2102, Error, "a structure stride is a positive multiple of 4 bytes, not …";
        DXSM2201, Warning, "a register is declared but the container's reflection data (RDEF) binds nothing there";
}

impl std::fmt::Display for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl serde::Serialize for Code {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::Code;

    #[test]
    fn names_read_back_and_are_unique() {
        let mut seen = std::collections::BTreeSet::new();
        for c in Code::ALL {
            assert_eq!(Code::from_name(c.as_str()), Some(*c));
            assert!(seen.insert(c.as_str()));
            assert!(!c.text().is_empty(), "{c}");
        }
        assert_eq!(Code::from_name("X9999"), None);
    }
}
